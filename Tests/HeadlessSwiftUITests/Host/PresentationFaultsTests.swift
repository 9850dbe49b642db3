import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// The host loses or repeats one presentation event where a test asks, and only there.
@MainActor
@Suite("Presentation events the host drops or duplicates on request")
struct PresentationFaultsTests {
    @Observable
    final class Log {
        var showsSheet = false
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
                    Text("Sheet")
                        .onAppear { log.events.append("onAppear") }
                        .onDisappear { log.events.append("onDisappear") }
                }
        }
    }

    /// A sheet shown, then swiped away, with `fault` in `event`; the log from the swipe on.
    private func swipe(
        with fault: ViewHost.EventFault?, in event: ViewHost.PresentationEvent
    ) -> (log: [String], host: ViewHost) {
        let log = Log()
        let host = ViewHost(Screen(log: log), presentationBehavior: .default)
        if let fault { host.inject(fault, intoNext: event) }
        log.showsSheet = true
        host.settle()
        host.dismiss()
        host.settle()
        return (log.events, host)
    }

    @Test func withoutAFaultEveryEventComesOnce() {
        let (log, host) = swipe(with: nil, in: .onDismiss)
        #expect(log == ["onAppear", "binding=false", "onDisappear", "onDismiss"])
        #expect(host.injectedFaults.isEmpty)
    }

    @Test(arguments: ViewHost.PresentationEvent.allCases)
    func aDroppedEventNeverComesAndTheRestDo(event: ViewHost.PresentationEvent) {
        let (log, host) = swipe(with: .drop, in: event)
        let once = ["onAppear", "binding=false", "onDisappear", "onDismiss"].filter { $0 != event.logged }
        #expect(host.injectedFaults.map(\.event) == [event])
        #expect(host.injectedFaults.map(\.fault) == [.drop])
        #expect(host.injectedFaults.map(\.style) == [.sheet])
        if event == .bindingWrite {
            // The binding still says the sheet is up, so SwiftUI presents it again.
            #expect(log == once + ["onAppear"])
            #expect(host.presentations.map(\.style) == [.sheet])
        } else {
            #expect(log == once)
            // The sheet is gone whatever was lost: the fault is in the event, not in UIKit.
            #expect(host.presentations.isEmpty)
        }
    }

    @Test(arguments: ViewHost.PresentationEvent.allCases)
    func aDuplicatedEventComesTwice(event: ViewHost.PresentationEvent) {
        let (log, host) = swipe(with: .duplicate, in: event)
        let once = ["onAppear", "binding=false", "onDisappear", "onDismiss"]
        #expect(log.filter { $0 == event.logged }.count == 2)
        #expect(log.filter { $0 != event.logged } == once.filter { $0 != event.logged })
        #expect(host.injectedFaults.map(\.fault) == [.duplicate])
    }

    @Test func aFaultConcernsOnlyTheNextOccurrence() {
        let log = Log()
        let host = ViewHost(Screen(log: log), presentationBehavior: .default)
        host.inject(.drop, intoNext: .onDismiss)
        for _ in 0..<2 {
            log.showsSheet = true
            host.settle()
            log.showsSheet = false
            host.settle()
        }
        #expect(log.events.filter { $0 == "onDismiss" }.count == 1)
        #expect(host.injectedFaults.count == 1)
    }

    @Test func aProgrammaticDismissalWritesNothingSoABindingWriteFaultWaits() {
        let log = Log()
        let host = ViewHost(Screen(log: log), presentationBehavior: .default)
        host.inject(.drop, intoNext: .bindingWrite)
        log.showsSheet = true
        host.settle()
        log.showsSheet = false
        host.settle()
        #expect(host.injectedFaults.isEmpty)
    }
}

/// A presentation's content is a new identity each time, also when the next item comes up in
/// the update where the previous one leaves (iOS hosts each in a new view controller).
@MainActor
@Suite("Each presentation's content is a new identity")
struct PresentationContentIdentityTests {
    @Observable
    final class Log {
        var item: Item?
        var events: [String] = []
    }

    struct Item: Identifiable {
        let id: String
    }

    struct Content: View {
        let item: Item
        let log: Log
        @State private var firstItem: String?

        var body: some View {
            Text("First shown: \(firstItem ?? item.id)")
                .onAppear {
                    if firstItem == nil { firstItem = item.id }
                    log.events.append("appear \(item.id)")
                }
                .onDisappear { log.events.append("disappear \(item.id)") }
        }
    }

    struct Screen: View {
        @Bindable var log: Log

        var body: some View {
            Text("Home").sheet(item: $log.item) { item in Content(item: item, log: log) }
        }
    }

    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func theNextItemIsFreshContent(behavior: ViewHost.PresentationBehavior) {
        let log = Log()
        let host = ViewHost(Screen(log: log), presentationBehavior: behavior)
        log.item = Item(id: "a")
        host.settle()
        log.item = Item(id: "b")
        host.settle()
        #expect(log.events == ["appear a", "disappear a", "appear b"], "\(behavior)")
        #expect(host.presentations.first?.contains(text: "First shown: b") == true, "its @State is new")
    }
}

extension ViewHost.PresentationEvent {
    /// How `PresentationFaultsTests.Screen` logs the event.
    fileprivate var logged: String {
        switch self {
        case .contentAppears: "onAppear"
        case .contentDisappears: "onDisappear"
        case .onDismiss: "onDismiss"
        case .bindingWrite: "binding=false"
        }
    }
}
