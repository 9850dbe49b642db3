import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

// The post 003's apps, as the post writes them (only `import SwiftUI` differs), each in its own
// namespace because every one is called `ContentView`.

/// 1. Adapting to the horizontal size class.
private enum Section1 {
    struct ContentView: View {
        var body: some View {
            CompactStack {
                Text("01:00:05:12")
                Button(role: .destructive) {
                } label: {
                    Label("Reset", systemImage: "clock.arrow.circlepath")
                }
            }
        }
    }
}

/// 2. Adapting to the Dynamic Type size.
private enum Section2 {
    struct ContentView: View {
        var body: some View {
            AccessibleStack {
                Text("01:00:05:12")
                Button(role: .destructive) {
                } label: {
                    Label("Reset", systemImage: "clock.arrow.circlepath")
                }
            }
        }
    }
}

/// 3. Adapting to both, with the user's own handler.
private enum Section3Handler {
    struct ContentView: View {
        private func compactXXXLarge(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize)
            -> Bool
        {
            horizontalSizeClass == .compact && dynamicTypeSize >= .xxxLarge
        }

        var body: some View {
            AdaptiveStack(condition: compactXXXLarge) {
                Text("01:00:05:12")
                Button(role: .destructive) {
                } label: {
                    Label("Reset", systemImage: "clock.arrow.circlepath")
                }
            }
        }
    }
}

/// 3. Adapting to both, with one of the post's named conditions.
private enum Section3Condition {
    struct ContentView: View {
        var body: some View {
            AdaptiveStack(condition: .compact) {
                Text("01:00:05:12")
                Button(role: .destructive) {
                } label: {
                    Label("Reset", systemImage: "clock.arrow.circlepath")
                }
            }
        }
    }
}

@MainActor
@Suite("Seed 003: AdaptiveStack as the post uses it")
struct SeedAdaptiveStackTests {
    static func screen(_ layout: String) -> String {
        """
        \(layout)
          Text "01:00:05:12"
          Button(role: .destructive)
            Label
              Image "clock.arrow.circlepath"
              Text "Reset"
        """
    }

    static let vertical = screen("AnyLayout VStackLayout(alignment: .center, spacing: nil)")
    static let horizontal = screen("AnyLayout HStackLayout(alignment: .center, spacing: nil)")

    @Test func compactStackFollowsTheSizeClass() {
        let host = ViewHost(
            Section1.ContentView(), environment: extrasEnvironment { $0.horizontalSizeClass = .compact })
        #expect(host.render() == Self.vertical)
        host.update { $0.horizontalSizeClass = .regular }
        #expect(host.render() == Self.horizontal)
        host.update { $0.dynamicTypeSize = .accessibility5 }
        #expect(host.render() == Self.horizontal)
        host.update { $0.horizontalSizeClass = .compact }
        #expect(host.render() == Self.vertical)
    }

    @Test func accessibleStackFollowsTheTextSize() {
        let host = ViewHost(Section2.ContentView(), environment: extrasEnvironment { $0.dynamicTypeSize = .large })
        #expect(host.render() == Self.horizontal)
        host.update { $0.dynamicTypeSize = .accessibility1 }
        #expect(host.render() == Self.vertical)
        host.update { $0.horizontalSizeClass = .regular }
        #expect(host.render() == Self.vertical)
        host.update { $0.dynamicTypeSize = .xxxLarge }
        #expect(host.render() == Self.horizontal)
    }

    @Test func theUsersHandlerDecides() {
        let host = ViewHost(
            Section3Handler.ContentView(),
            environment: extrasEnvironment {
                $0.horizontalSizeClass = .compact
                $0.dynamicTypeSize = .xxLarge
            })
        #expect(host.render() == Self.horizontal)
        host.update { $0.dynamicTypeSize = .xxxLarge }
        #expect(host.render() == Self.vertical)
        host.update { $0.dynamicTypeSize = .accessibility3 }
        #expect(host.render() == Self.vertical)
        host.update { $0.horizontalSizeClass = .regular }
        #expect(host.render() == Self.horizontal)
        host.update { $0.horizontalSizeClass = nil }
        #expect(host.render() == Self.horizontal)
    }

    @Test func theNamedConditionDecides() {
        let host = ViewHost(
            Section3Condition.ContentView(), environment: extrasEnvironment { $0.horizontalSizeClass = .regular })
        #expect(host.render() == Self.horizontal)
        host.update { $0.horizontalSizeClass = .compact }
        #expect(host.render() == Self.vertical)
        host.update { $0.dynamicTypeSize = .accessibility2 }
        #expect(host.render() == Self.vertical)
        host.update { $0.horizontalSizeClass = nil }
        #expect(host.render() == Self.horizontal)
    }

    @Test func flippingTheAxisKeepsEveryView() {
        let host = ViewHost(
            Section3Condition.ContentView(), environment: extrasEnvironment { $0.horizontalSizeClass = .regular })
        host.resetStatistics()
        host.update { $0.horizontalSizeClass = .compact }
        host.update { $0.horizontalSizeClass = .regular }
        #expect(host.stats.nodesCreated == 0, "the children are the same views on both axes")
        #expect(host.stats.nodesDestroyed == 0)
    }
}
