import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

/// A sheet whose content presents a cover of its own from `onAppear`, through
/// `present(item:)`: the app's code asks while the sheet still animates in.
struct EagerInner: View {
    let log: MessageLog
    @State private var inner: Destination?

    var body: some View {
        Text("Sheet")
            .onAppear { inner = .settings }
            .present(item: $inner) { destination in DestinationScreen(destination: destination) }
            .environment(\.runtimeWarning, RuntimeWarningAction { log.messages.append($0) })
    }
}

struct EagerOuter: View {
    let log: MessageLog
    @State private var outer: Destination? = .help

    var body: some View {
        Text("Root").present(item: $outer) { _ in EagerInner(log: log) }
    }
}

@MainActor
@Suite("present(item:) waits on SwiftUI's clock, and recovers from an event iOS never delivers")
struct PresentationTimingTests {
    /// iOS refuses the inner cover (its presenter animates in) and never shows it: after the
    /// timeout, `present(item:)` asks again, says so, and the cover comes up. Where iOS holds
    /// the request instead, it comes up with no warning at all.
    @Test(arguments: [ViewHost.PresentationBehavior.PresentingInRequest.refuse, .waitUntilPresented])
    func aPresentationIOSNeverShowsIsAskedForAgain(whilePresentingIn: ViewHost.PresentationBehavior.PresentingInRequest)
    {
        let log = MessageLog()
        let host = ViewHost(EagerOuter(log: log), presentationBehavior: .init(whilePresentingIn: whilePresentingIn))
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet, .fullScreenCover], "\(whilePresentingIn)")
        #expect(host.presentations.last?.contains(text: "Showing settings") == true, "\(whilePresentingIn)")
        switch whilePresentingIn {
        case .refuse:
            #expect(host.warnings.count == 1, "iOS's refusal: \(host.warnings)")
            #expect(host.warnings.first?.hasPrefix("Attempt to present") == true, "\(host.warnings)")
            #expect(log.messages.count == 1, "\(log.messages)")
            #expect(log.messages.first?.contains("presenting it again") == true, "\(log.messages)")
        case .waitUntilPresented:
            #expect(host.warnings.isEmpty, "\(host.warnings)")
            #expect(log.messages.isEmpty, "\(log.messages)")
        }
    }

    /// A change made while the shown item animates in is held until it is up (0.65 s after
    /// its content appeared on the host's clock), so iOS is never asked for a dismissal it
    /// would refuse.
    @Test func aChangeWhileTheItemAnimatesInWaitsUntilItIsUp() {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = .profile
        #expect(host.presentations.map(\.isPresenting) == [true], "the sheet animates in")
        model.destination = .settings
        #expect(host.presentations.map(\.isDismissing) == [false], "held while the sheet animates in")
        host.advanceTime(by: 0.6)
        #expect(host.presentations.map(\.isDismissing) == [false], "not up before 0.65 s")
        host.advanceTime(by: 0.1)
        #expect(host.presentations.map(\.isDismissing) == [true], "up: the switch begins")
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(model.dismissed == [.profile])
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
