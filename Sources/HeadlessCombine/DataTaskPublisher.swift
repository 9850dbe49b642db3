import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Apple's Foundation declares this publisher where Combine exists; swift-corelibs-foundation does
// not, so HeadlessCombine provides it with Foundation's signatures
// (https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher). As
// Combine's, it starts its data task when the subscriber first asks for a value, delivers one
// output and finishes (or fails with the task's `URLError`), and cancels the task when cancelled.
#if !canImport(Combine)
    extension URLSession {
        /// A publisher that delivers the results of performing URL session data tasks.
        ///
        /// ```swift
        /// URLSession.shared.dataTaskPublisher(for: url)
        ///     .map(\.data)
        ///     .sink(receiveCompletion: { print($0) }, receiveValue: { data in show(data) })
        /// ```
        public struct DataTaskPublisher: Publisher, Sendable {
            /// The kind of values published by this publisher.
            public typealias Output = (data: Data, response: URLResponse)
            /// The kind of errors this publisher might publish.
            public typealias Failure = URLError

            /// The URL request performed by the data task associated with this publisher.
            public let request: URLRequest
            /// The URL session that performs the data task associated with this publisher.
            public let session: URLSession

            /// Creates a data task publisher from the provided URL request and URL session.
            public init(request: URLRequest, session: URLSession) {
                self.request = request
                self.session = session
            }

            /// Attaches the specified subscriber to this publisher.
            public func receive<S>(subscriber: S)
            where S: Subscriber, S.Failure == URLError, S.Input == (data: Data, response: URLResponse) {
                subscriber.receive(
                    subscription: DataTaskSubscription(
                        request: request, session: session, downstream: ErasedSubscriber(subscriber)))
            }
        }

        /// Returns a publisher that wraps a URL session data task for a given URL.
        ///
        /// ```swift
        /// URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
        /// ```
        public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
            DataTaskPublisher(request: URLRequest(url: url), session: self)
        }

        /// Returns a publisher that wraps a URL session data task for a given URL request.
        ///
        /// ```swift
        /// URLSession.shared.dataTaskPublisher(for: request)
        /// ```
        public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
            DataTaskPublisher(request: request, session: self)
        }
    }

    /// One subscriber's data task. The task's completion handler runs on the session's delegate
    /// queue, as Combine's does, so the state is behind a lock; the subscriber is called outside
    /// it.
    private final class DataTaskSubscription: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private let request: URLRequest
        private let session: URLSession
        private var downstream: ErasedSubscriber<(data: Data, response: URLResponse), URLError>?
        private var task: URLSessionDataTask?

        init(
            request: URLRequest, session: URLSession,
            downstream: ErasedSubscriber<(data: Data, response: URLResponse), URLError>
        ) {
            self.request = request
            self.session = session
            self.downstream = downstream
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.lock()
            guard downstream != nil, task == nil else {
                lock.unlock()
                return
            }
            let task = session.dataTask(with: request) { [self] data, response, error in
                finish(data: data, response: response, error: error)
            }
            self.task = task
            lock.unlock()
            task.resume()
        }

        private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
            lock.lock()
            let downstream = self.downstream
            self.downstream = nil
            lock.unlock()
            guard let downstream else { return }
            if let data, let response, error == nil {
                _ = downstream.receiveInput((data: data, response: response))
                downstream.receiveCompletion(.finished)
            } else {
                downstream.receiveCompletion(.failure(error as? URLError ?? URLError(.unknown)))
            }
        }

        func cancel() {
            lock.lock()
            let task = self.task
            downstream = nil
            lock.unlock()
            task?.cancel()
        }
    }
#endif
