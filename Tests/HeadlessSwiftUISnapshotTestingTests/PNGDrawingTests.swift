import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@testable import HeadlessSwiftUISnapshotTesting

/// PNG snapshots: pixels to look at, compared by the SVG they carry.
@MainActor
@Suite("PNG snapshots")
struct PNGDrawingTests {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
        "PNGDrawingTests-\(UUID().uuidString)")

    /// The smallest PNG the chunk walk needs: the signature, a header and the end.
    static let minimalPNG: Data = {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(PNGDrawing.chunk(type: "IHDR", data: Data([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])))
        png.append(PNGDrawing.chunk(type: "IEND", data: Data()))
        return png
    }()

    @Test func chunksCarryPNGsCRC() {
        // Every PNG ends with these twelve bytes: length 0, "IEND", CRC AE 42 60 82.
        #expect(
            [UInt8](PNGDrawing.chunk(type: "IEND", data: Data())) == [
                0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82,
            ])
    }

    @Test func theSVGGoesInBeforeTheEndAndComesBackOut() {
        let svg = "<svg><text>‹ Inbox</text></svg>"
        let png = PNGDrawing.embedding(svg, in: Self.minimalPNG)
        #expect(PNGDrawing.chunks(in: png).map(\.type) == ["IHDR", "iTXt", "IEND"])
        #expect(PNGDrawing.svg(in: png) == svg)
        #expect(PNGDrawing.svg(in: Self.minimalPNG) == nil)
    }

    /// A reference recorded elsewhere is checked here by its SVG, with or without rsvg-convert.
    @Test func aReferenceIsComparedByTheSVGItCarries() throws {
        let host = ViewHost(Text("Hello"), device: .iPhoneSE)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let reference = folder.appendingPathComponent("aReferenceIsComparedByTheSVGItCarries.hello.png")
        try PNGDrawing.embedding(host.svg(), in: Self.minimalPNG).write(to: reference)
        #expect(
            verifySnapshot(of: host, as: .png, named: "hello", record: .never, snapshotDirectory: folder.path) == nil)
        let other = ViewHost(Text("Goodbye"), device: .iPhoneSE)
        let failure = try #require(
            verifySnapshot(of: other, as: .png, named: "hello", record: .never, snapshotDirectory: folder.path))
        #expect(failure.contains("-<text data-text=\"Hello\""))
        #expect(failure.contains("+<text data-text=\"Goodbye\""))
    }

    /// Recording draws the PNG with rsvg-convert, or says it cannot.
    @Test func recordingDrawsThePNGOrSaysWhyNot() throws {
        let host = ViewHost(Text("Hello"), device: .iPhoneSE)
        let message = try #require(
            verifySnapshot(of: host, as: .png, named: "drawn", record: .missing, snapshotDirectory: folder.path))
        let file = folder.appendingPathComponent("recordingDrawsThePNGOrSaysWhyNot.drawn.png")
        if PNGDrawing.converter != nil {
            #expect(message.hasPrefix("No reference was found on disk. Recorded"))
            let png = try Data(contentsOf: file)
            #expect(png.prefix(8) == Self.minimalPNG.prefix(8), "a PNG signature")
            #expect(PNGDrawing.svg(in: png) == host.svg())
            #expect(
                verifySnapshot(of: host, as: .png, named: "drawn", record: .missing, snapshotDirectory: folder.path)
                    == nil)
        } else {
            #expect(message.contains("rsvg-convert is not installed"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }
}
