import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// The graph runs each frame to quiescence (`ViewGraph.perform` and `settle`): the host hands
/// it an action and reads the tree after, never flushing or laying out by hand.
@MainActor
@Suite("Frames: an action runs to quiescence, layout included")
struct FrameCycleTests {
    /// What a view reports from its geometry, read by the test without asking the host for
    /// anything that would lay the screen out.
    final class Reports {
        var values: [CGFloat] = []
    }

    struct Reporting: View {
        let reports: Reports
        @State private var tall = false

        var body: some View {
            VStack {
                Button("Grow") { tall = true }
                Color.blue.frame(height: tall ? 120 : 50)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.height
                    } action: {
                        reports.values.append($0)
                    }
            }
        }
    }

    @Test("A tap on a screen whose views read their geometry lays it out within the tap, as a frame does on iOS")
    func aTapLaysOutWithinItsFrame() throws {
        let reports = Reports()
        let host = ViewHost(Reporting(reports: reports))
        #expect(reports.values == [50], "the first frame lays the screen out")
        try host.tap("Grow")
        #expect(reports.values == [50, 120])
    }

    @Test("A change of device lays the screen out again within the update")
    func aDeviceChangeLaysOutWithinItsFrame() {
        let reports = Reports()
        let host = ViewHost(
            GeometryReader { proxy in
                Color.clear.onGeometryChange(for: CGFloat.self) {
                    $0.size.width
                } action: {
                    reports.values.append($0)
                }
            }, device: .iPhone15Pro)
        let portrait = reports.values
        #expect(portrait == [Device.iPhone15Pro.size.width])
        host.update(device: .iPhone15Pro.landscape)
        #expect(reports.values.count == 2)
        #expect(reports.values.last ?? 0 > portrait[0])
    }

    struct Sheet: View {
        @State private var shown = false
        let reports: Reports

        var body: some View {
            GeometryReader { proxy in
                Button("Show") { shown = true }
                    .onAppear { reports.values.append(proxy.size.height) }
            }
            .sheet(isPresented: $shown) { SheetContent().presentationDetents([.medium]) }
        }
    }

    struct SheetContent: View {
        @State private var taps = 0

        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Text("height \(Int(proxy.size.height))")
                    Button("Tap \(taps)") { taps += 1 }
                }
            }
        }
    }

    @Test("Each layer's views read their own layer's container, whichever layer was laid out last")
    func eachLayerReadsItsOwnContainer() throws {
        let reports = Reports()
        let device = Device.iPhone15Pro
        let host = ViewHost(Sheet(reports: reports), device: device)
        try host.tap("Show")
        host.advanceTime(by: 1)
        try host.tap("Tap 0")
        let screenHeight = device.size.height - device.safeAreaInsets.top - device.safeAreaInsets.bottom
        #expect(reports.values == [screenHeight])
        // A medium sheet is about half the screen.
        let sheet = try #require(host.presentations.first?.texts.first)
        let height = try #require(Int(sheet.dropFirst("height ".count)))
        #expect(height > 0 && CGFloat(height) < screenHeight * 0.6)
    }
}
