import Foundation
import HeadlessSwiftUI
import Testing

/// `NotificationCenter.publisher(for:object:)`, Foundation's Combine integration on Apple
/// platforms, which swift-corelibs-foundation lacks: HeadlessCombine provides it on Linux.
struct NotificationCenterPublisherTests {
    private static let saved = Notification.Name("NotificationCenterPublisherTests.saved")

    @Test func deliversPostedNotificationsUntilCancelled() {
        let center = NotificationCenter()
        var received: [String] = []
        let cancellable = center.publisher(for: Self.saved).sink { notification in
            received.append(notification.userInfo?["id"] as? String ?? "")
        }
        center.post(name: Self.saved, object: nil, userInfo: ["id": "first"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["id": "ignored"])
        center.post(name: Self.saved, object: nil, userInfo: ["id": "second"])
        cancellable.cancel()
        center.post(name: Self.saved, object: nil, userInfo: ["id": "after cancel"])
        #expect(received == ["first", "second"])
    }

    @Test func filtersBySenderAndHonoursDemand() {
        // Apple: "object: The object posting the named notification"; a subscriber that asked for
        // one value receives one.
        final class Sender {}
        let center = NotificationCenter()
        let sender = Sender()
        let publisher = center.publisher(for: Self.saved, object: sender)
        #expect(publisher.name == Self.saved && publisher.object === sender && publisher.center === center)
        let subscriber = OneValue()
        publisher.subscribe(subscriber)
        center.post(name: Self.saved, object: Sender())
        center.post(name: Self.saved, object: sender)
        center.post(name: Self.saved, object: sender)
        #expect(subscriber.count == 1)
    }
}

private final class OneValue: Subscriber {
    var count = 0
    func receive(subscription: any Subscription) { subscription.request(.max(1)) }
    func receive(_ input: Notification) -> Subscribers.Demand {
        count += 1
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) {}
}
