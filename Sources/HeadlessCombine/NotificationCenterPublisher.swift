import Foundation

// Apple's Foundation declares this publisher where Combine exists; swift-corelibs-foundation does
// not, so HeadlessCombine provides it with Foundation's signatures
// (https://developer.apple.com/documentation/foundation/notificationcenter/publisher).
#if !canImport(Combine)
    extension NotificationCenter {
        /// A publisher that emits elements when broadcasting notifications.
        ///
        /// ```swift
        /// NotificationCenter.default.publisher(for: .saved).sink { print($0.name) }
        /// ```
        public struct Publisher: HeadlessCombine.Publisher {
            /// The kind of values published by this publisher.
            public typealias Output = Notification
            /// The kind of errors this publisher might publish.
            public typealias Failure = Never

            /// The notification center this publisher uses as a source.
            public let center: NotificationCenter
            /// The name of notifications published by this publisher.
            public let name: Notification.Name
            /// The object posting the named notification.
            public let object: AnyObject?

            /// Creates a publisher that emits events when broadcasting notifications.
            public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
                self.center = center
                self.name = name
                self.object = object
            }

            /// Attaches the specified subscriber to this publisher.
            public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Notification {
                let subscription = NotificationSubscription(downstream: ErasedSubscriber(subscriber))
                // The center keeps the observation (and so the subscription) until it is
                // cancelled, as Combine's does: a subscriber need not keep its subscription.
                subscription.observer = center.addObserver(forName: name, object: object, queue: nil) {
                    notification in subscription.deliver(notification)
                }
                subscription.center = center
                subscriber.receive(subscription: subscription)
            }
        }

        /// Returns a publisher that emits events when broadcasting notifications.
        ///
        /// ```swift
        /// NotificationCenter.default.publisher(for: .saved, object: document)
        /// ```
        public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
            Publisher(center: self, name: name, object: object)
        }
    }

    /// One subscriber's observation: a notification goes downstream only while demand lasts.
    /// Unchecked: the observer block runs synchronously on the posting thread (`queue: nil`), as
    /// Combine's subscription does, so it is as thread-safe as the app's posting.
    private final class NotificationSubscription: Subscription, @unchecked Sendable {
        var downstream: ErasedSubscriber<Notification, Never>?
        var demand = Subscribers.Demand.none
        var observer: (any NSObjectProtocol)?
        weak var center: NotificationCenter?

        init(downstream: ErasedSubscriber<Notification, Never>) {
            self.downstream = downstream
        }

        func deliver(_ notification: Notification) {
            guard let downstream, demand > 0 else { return }
            demand -= 1
            demand += downstream.receiveInput(notification)
        }

        func request(_ demand: Subscribers.Demand) {
            self.demand += demand
        }

        func cancel() {
            if let observer { center?.removeObserver(observer) }
            observer = nil
            downstream = nil
        }
    }
#endif
