import Foundation

/// PNGs of SVG drawings: drawn by `rsvg-convert`, carrying their SVG in an `iTXt` chunk
/// (keyword `HeadlessSwiftUI-SVG`, uncompressed UTF-8), so that a snapshot compares the SVG
/// and people look at the pixels (PNG specification, 11.3.4.5 iTXt).
enum PNGDrawing {
    static let keyword = "HeadlessSwiftUI-SVG"

    struct ConverterMissing: Error, CustomStringConvertible {
        var description: String {
            "rsvg-convert is not installed (Debian: librsvg2-bin), so a PNG snapshot cannot be recorded"
        }
    }

    struct ConversionFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "rsvg-convert failed (exit status \(status))" }
    }

    /// Where `rsvg-convert` is, if anywhere on the usual paths.
    static var converter: String? {
        let paths =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return paths.map { $0 + "/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The PNG of `drawing`, with the SVG inside.
    static func png(drawing: String) throws -> Data {
        guard let converter else { throw ConverterMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format=png"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Written from another thread: a large SVG would fill the pipe while the PNG fills the
        // other one.
        let svg = Data(drawing.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(svg)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ConversionFailed(status: process.terminationStatus) }
        return embedding(drawing, in: png)
    }

    /// `png` with an `iTXt` chunk holding `svg`, before its `IEND` chunk.
    static func embedding(_ svg: String, in png: Data) -> Data {
        var text = Data(keyword.utf8)
        text.append(contentsOf: [0, 0, 0])  // end of keyword, not compressed, method 0
        text.append(0)  // no language tag
        text.append(0)  // no translated keyword
        text.append(contentsOf: svg.utf8)
        let chunk = self.chunk(type: "iTXt", data: text)
        guard let end = chunks(in: png).last(where: { $0.type == "IEND" }) else { return png + chunk }
        var result = png.prefix(upTo: end.start)
        result.append(chunk)
        result.append(png.suffix(from: end.start))
        return Data(result)
    }

    /// The SVG a PNG carries; nil when it carries none.
    static func svg(in png: Data) -> String? {
        for chunk in chunks(in: png) where chunk.type == "iTXt" {
            let data = png.subdata(in: chunk.data)
            guard let zero = data.firstIndex(of: 0),
                String(decoding: data[data.startIndex..<zero], as: UTF8.self) == keyword
            else { continue }
            // keyword \\0, compression flag, method, language \\0, translated keyword \\0, text
            var index = zero + 3
            guard let languageEnd = data[index...].firstIndex(of: 0) else { continue }
            index = languageEnd + 1
            guard let translatedEnd = data[index...].firstIndex(of: 0) else { continue }
            return String(decoding: data[(translatedEnd + 1)...], as: UTF8.self)
        }
        return nil
    }

    /// The chunks of a PNG: their type, where each starts, and where its data is.
    static func chunks(in png: Data) -> [(type: String, start: Int, data: Range<Int>)] {
        var chunks: [(String, Int, Range<Int>)] = []
        var offset = png.startIndex + 8  // the signature
        while offset + 12 <= png.endIndex {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = (offset + 8)..<(offset + 8 + length)
            guard data.upperBound + 4 <= png.endIndex else { break }
            chunks.append((type, offset, data))
            offset = data.upperBound + 4
        }
        return chunks
    }

    /// A chunk: length, type, data, and the CRC of type and data.
    static func chunk(type: String, data: Data) -> Data {
        var chunk = Data()
        let length = UInt32(data.count)
        chunk.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) })
        let typed = Data(type.utf8) + data
        chunk.append(typed)
        let crc = crc32(typed)
        chunk.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) })
        return chunk
    }

    /// CRC-32 as PNG computes it (ISO 3309, polynomial 0xEDB88320, reflected).
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
