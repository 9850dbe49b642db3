import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// A view model on the main actor, as apps write them.
@MainActor
@Observable
private final class Inbox {
    var isRefreshing = false
    var messages = ["Welcome"]

    func reload() async {
        messages.append("New mail")
    }
}

/// Mutates main-actor state synchronously in `refreshable`'s closure: it compiles because
/// Apple declares the closure `@_inheritActorContext` (iOS 26.2 SDK, SwiftUI.swiftinterface:
/// `refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)`), so it is
/// isolated to the main actor like the view's body. Without the attribute it does not compile
/// ("main actor-isolated property ... can not be mutated from a Sendable closure").
private struct InboxScreen: View {
    @State private var inbox = Inbox()

    var body: some View {
        List(inbox.messages, id: \.self) { Text($0) }
            .refreshable {
                inbox.isRefreshing = true
                await inbox.reload()
                inbox.isRefreshing = false
            }
    }
}

@MainActor
@Test("refreshable's closure inherits the view's main-actor isolation, as Apple declares it")
func refreshableInheritsActorContext() async throws {
    let host = ViewHost(InboxScreen())
    try await host.pullToRefresh()
    #expect(host.contains(text: "New mail"))
}
