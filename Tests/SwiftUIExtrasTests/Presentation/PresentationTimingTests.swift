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

    /// The content's appearance is lost: after the timeout the item is presented again, once,
    /// with one warning, and it is up; the app's `onDismiss` hears nothing of the retry.
    @Test(arguments: Destination.allCases)
    func aLostAppearanceIsPresentedAgainOnce(destination: Destination) {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        host.inject(.drop, intoNext: .contentAppears)
        model.destination = destination
        host.settle()
        #expect(host.presentations.map(\.style) == [destination.hostStyle], "\(destination)")
        #expect(host.presentations.first?.contains(text: "Showing \(destination.rawValue)") == true)
        #expect(model.libraryWarnings.count == 1, "\(model.libraryWarnings)")
        #expect(model.libraryWarnings.first?.hasSuffix("presenting it again.") == true, "\(model.libraryWarnings)")
        #expect(model.dismissed.isEmpty)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        // Up: a change is taken at once.
        model.destination = nil
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(model.dismissed == [destination])
    }

    /// The end of a dismissal is lost (a sheet's or cover's `onDismiss`, a popover content's
    /// disappearance): after the timeout (a popover's after three) it is taken as ended, with a warning; the app's
    /// `onDismiss` runs once, and the next item comes.
    @Test(arguments: Destination.allCases)
    func aLostDismissalEndIsTakenAsEnded(destination: Destination) {
        let model = PresentationModel()
        let host = ViewHost(PresentingRoot(model: model))
        model.destination = destination
        host.settle()
        let isPopover = destination.kind == "popover"
        host.inject(.drop, intoNext: isPopover ? .contentDisappears : .onDismiss)
        let next: Destination = destination == .help ? .profile : .help
        model.destination = next
        host.settle()
        // A popover's content that stays on screen and one whose disappearance was lost look
        // the same: its dismissal is asked again up to three times, 1.5 s apart, past
        // settle()'s horizon.
        host.advanceTime(by: 4.5)
        host.settle()
        #expect(host.injectedFaults.count == 1)
        #expect(host.presentations.map(\.style) == [next.hostStyle], "\(destination) \(model.libraryWarnings)")
        #expect(model.dismissed == [destination])
        #expect(!model.libraryWarnings.isEmpty, "\(model.libraryWarnings) \(host.presentations)")
        #expect(model.libraryWarnings.last?.contains("did not report its end") == true, "\(model.libraryWarnings)")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }
}
