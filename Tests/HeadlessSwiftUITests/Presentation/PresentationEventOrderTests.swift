import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// The host delivers presentation events in each order iOS may use, and resolves a second
/// request as each reported iOS behaviour does.
@MainActor
@Suite("Presentation event orders and collisions")
struct PresentationEventOrderTests {
    @Observable
    final class Log {
        var showsSheet = false
        var showsCover = false
        var events: [String] = []
    }

    struct Screen: View {
        @Bindable var log: Log

        var body: some View {
            Text("Home")
                .sheet(
                    isPresented: Binding(
                        get: { log.showsSheet },
                        set: { newValue in
                            log.events.append("binding=\(newValue)")
                            log.showsSheet = newValue
                        }
                    ),
                    onDismiss: { log.events.append("onDismiss") }
                ) {
                    Text("Sheet").onDisappear { log.events.append("onDisappear") }
                }
                .fullScreenCover(isPresented: $log.showsCover) { Text("Cover") }
        }
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aSwipeDeliversItsEventsInTheChosenOrder(behavior: ViewHost.PresentationBehavior) {
        let log = Log()
        log.showsSheet = true
        let host = ViewHost(Screen(log: log), presentationBehavior: behavior)
        #expect(host.dismiss())
        let atStart = behavior.bindingWrite == .atStart ? ["binding=false"] : []
        #expect(log.events == atStart)
        host.settle()
        let expected =
            atStart
            + behavior.endOrder.compactMap { event -> String? in
                switch event {
                case .bindingWrite: behavior.bindingWrite == .atEnd ? "binding=false" : nil
                case .onDisappear: "onDisappear"
                case .onDismiss: "onDismiss"
                }
            }
        #expect(log.events == expected)
        #expect(host.presentations.isEmpty)
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func aProgrammaticDismissalWritesNothingBack(behavior: ViewHost.PresentationBehavior) {
        let log = Log()
        log.showsSheet = true
        let host = ViewHost(Screen(log: log), presentationBehavior: behavior)
        host.settle()
        log.showsSheet = false
        host.settle()
        #expect(
            log.events
                == behavior.endOrder.compactMap { event in
                    switch event {
                    case .bindingWrite: nil
                    case .onDisappear: "onDisappear"
                    case .onDismiss: "onDismiss"
                    }
                })
    }

    @Test func aRefusedRequestIsNeverShown() {
        let log = Log()
        log.showsSheet = true
        let host = ViewHost(
            Screen(log: log), presentationBehavior: .init(whilePresented: .refuse, whileDismissing: .refuse))
        host.settle()
        log.showsSheet = false
        log.showsCover = true
        host.settle()
        #expect(host.presentations.isEmpty)
        // The cover's modifier (outermost) may update before or after the sheet's starts leaving.
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first?.hasPrefix("Attempt to present fullScreenCover") == true)
    }

    @Test func aQueuedRequestIsShownOnceThePresenterIsFree() {
        let log = Log()
        log.showsSheet = true
        let host = ViewHost(
            Screen(log: log), presentationBehavior: .init(whilePresented: .queue, whileDismissing: .queue))
        host.settle()
        log.showsSheet = false
        log.showsCover = true
        #expect(host.presentations.map(\.style) == [.sheet])
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first?.hasPrefix("Currently, only presenting a single sheet is supported.") == true)
    }

    @Test func aQueuedRequestCanComeUpInThePreviousStyle() {
        let log = Log()
        log.showsSheet = true
        let host = ViewHost(
            Screen(log: log),
            presentationBehavior: .init(whilePresented: .queueInPreviousStyle, whileDismissing: .queueInPreviousStyle))
        host.settle()
        log.showsSheet = false
        log.showsCover = true
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet], "the cover is shown as a sheet (TCA#2413)")
        #expect(host.presentations.first?.contains(text: "Cover") == true)
    }

    @Test func aRequestWhileUpIsQueuedUntilTheUserDismisses() {
        let log = Log()
        log.showsSheet = true
        let host = ViewHost(Screen(log: log), presentationBehavior: .init(whilePresented: .queue))
        log.showsCover = true
        host.settle()
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(host.dismiss())
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
    }

    @Test func everyBehaviourIsDistinct() {
        #expect(ViewHost.PresentationBehavior.allEventOrders.count == 8)
        #expect(Set(ViewHost.PresentationBehavior.all).count == 144)
        #expect(Set(ViewHost.PresentationBehavior.all.map(\.description)).count == 144)
    }
}
