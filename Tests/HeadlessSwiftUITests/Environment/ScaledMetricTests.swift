import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("@ScaledMetric scales with Dynamic Type as its text style does")
struct ScaledMetricTests {
    struct Avatar: View {
        @ScaledMetric(relativeTo: .body) private var size = 34
        @ScaledMetric private var gap = 17
        var body: some View {
            Color.blue.frame(width: size, height: gap).accessibilityIdentifier("avatar")
        }
    }

    @Test("At .large the value is as written; at larger sizes it grows as body text does")
    func scalesWithDynamicType() throws {
        let host = ViewHost(Avatar(), device: box(300, 300))
        #expect(host.frame(of: "avatar")?.size == CGSize(width: 34, height: 17))
        // The HIG's body text: 17 pt at .large, 23 pt at .xxxLarge.
        host.update { $0.dynamicTypeSize = .xxxLarge }
        #expect(host.frame(of: "avatar")?.size == CGSize(width: 46, height: 23))
    }
}
