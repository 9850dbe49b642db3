import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Frames given odd arguments, as SwiftUI sizes them: every figure here is one that real
/// SwiftUI measured (mburger89/MetalUI, docs/probes/swiftui-layout-input-validation.swift at
/// 3bb1ca1, run on macOS 26.6.2, where frame layout is SwiftUICore's, as on iOS), with the
/// console lines SwiftUI printed. The child is a 20 × 20 square.
@MainActor
@Suite("Frames: contradictory and invalid arguments, as real SwiftUI measured them")
struct FrameLayoutTests {
    struct Probe<Framed: View>: View {
        let offered: CGFloat?
        let framed: (AnyView) -> Framed
        var body: some View {
            let square = AnyView(Color.red.frame(width: 20, height: 20))
            let probe = framed(square).accessibilityIdentifier("probe")
            if let offered {
                probe.frame(width: offered)
            } else {
                probe.fixedSize()
            }
        }
    }

    /// The probe's width, and the warnings the host heard.
    func measure(offered: CGFloat?, _ framed: @escaping (AnyView) -> some View) throws -> (CGFloat, [String]) {
        let host = ViewHost(Probe(offered: offered, framed: framed), device: box(400, 400))
        let frame = try #require(host.frame(of: "probe"))
        return (frame.width, host.warnings)
    }

    static let contradictory = "Contradictory frame constraints specified."
    static let invalid = "Invalid frame dimension (negative or non-finite)."

    @Test("An ideal width is the frame's width when the proposal leaves it open")
    func idealIsTheAnswerToAnOpenProposal() throws {
        #expect(try measure(offered: nil) { $0.frame(idealWidth: 80) } == (80, []))
        #expect(try measure(offered: 100) { $0.frame(idealWidth: 80) }.0 == 20, "a proposal overrides the ideal")
    }

    @Test("Bounds in the wrong order: the later bound is raised to the earlier, and SwiftUI says so")
    func contradictoryBounds() throws {
        let both = [Self.contradictory, Self.invalid]
        #expect(try measure(offered: 100) { $0.frame(minWidth: 80, maxWidth: 40) } == (80, both))
        #expect(try measure(offered: nil) { $0.frame(minWidth: 80, maxWidth: 40) } == (80, both))
        #expect(try measure(offered: nil) { $0.frame(minWidth: 60, idealWidth: 40) } == (60, both))
        #expect(try measure(offered: nil) { $0.frame(idealWidth: 100, maxWidth: 80) } == (100, both))
        // Controls: bounds in order.
        #expect(try measure(offered: 100) { $0.frame(minWidth: 40, maxWidth: 80) } == (80, []))
        #expect(try measure(offered: nil) { $0.frame(minWidth: 40, maxWidth: 80) } == (40, []))
    }

    @Test("Negative and non-finite dimensions")
    func invalidDimensions() throws {
        #expect(try measure(offered: nil) { $0.frame(width: -10) } == (0, [Self.invalid]))
        #expect(try measure(offered: nil) { $0.frame(width: .infinity) } == (20, [Self.invalid]))
        #expect(try measure(offered: nil) { $0.frame(width: .nan) } == (20, [Self.invalid]))
        #expect(try measure(offered: 100) { $0.frame(maxWidth: -10) } == (0, [Self.invalid]))
        #expect(try measure(offered: nil) { $0.frame(minWidth: -10) } == (20, []))
        #expect(try measure(offered: nil) { $0.frame(idealWidth: -10) } == (0, [Self.invalid]))
        #expect(try measure(offered: 100) { $0.frame(maxWidth: .infinity) } == (100, []))
        #expect(try measure(offered: nil) { $0.frame(maxWidth: .infinity) } == (20, []))
    }
}
