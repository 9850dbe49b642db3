import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// `GeometryReader` builds its content from its laid-out geometry: SwiftUI makes the content
/// in a rule that takes the reader's size and position attributes, which layout computes, and
/// its proxy reads the size attribute when asked, so the content's first evaluation already
/// sees the real size (OpenSwiftUI's `GeometryReader.Child`, audited against SwiftUICore 6.5.4;
/// ByteDance's DanceUI reconstructs it alike). The common `onAppear { width = proxy.size.width }`
/// pattern depends on it.
@MainActor
@Suite("GeometryReader: its content is built from its laid-out geometry")
struct GeometryReaderTests {
    final class Widths {
        var evaluated: [CGFloat] = []
        var appeared: [CGFloat] = []
    }

    struct Measuring: View {
        let widths: Widths

        var body: some View {
            GeometryReader { proxy in
                let _ = widths.evaluated.append(proxy.size.width)
                Color.clear.onAppear { widths.appeared.append(proxy.size.width) }
            }
        }
    }

    @Test("onAppear inside the reader reads the width the reader was laid out at")
    func onAppearReadsTheLaidOutWidth() {
        let widths = Widths()
        _ = ViewHost(Measuring(widths: widths), device: .iPhone15Pro)
        #expect(widths.appeared == [Device.iPhone15Pro.size.width])
    }

    @Test("The content is never evaluated with a zero size before layout")
    func noEvaluationBeforeLayout() {
        let widths = Widths()
        _ = ViewHost(VStack { Measuring(widths: widths) }.padding(20), device: .iPhone15Pro)
        #expect(!widths.evaluated.isEmpty)
        #expect(widths.evaluated.allSatisfy { $0 == Device.iPhone15Pro.size.width - 40 })
    }

    @Test("Readers nested three deep each see their own laid-out size")
    func nestedReaders() {
        let host = ViewHost(
            GeometryReader { outer in
                GeometryReader { middle in
                    GeometryReader { inner in
                        Text("\(Int(outer.size.width)) \(Int(middle.size.width)) \(Int(inner.size.width))")
                    }
                    .padding(10)
                }
                .padding(10)
            }, device: .iPhone15Pro)
        let width = Int(Device.iPhone15Pro.size.width)
        #expect(host.texts == ["\(width) \(width - 20) \(width - 40)"])
    }
}
