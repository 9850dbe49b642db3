import Foundation
import HeadlessSwiftUI
import Testing

/// `URLSession.dataTaskPublisher(for:)`, Foundation's Combine integration on Apple platforms,
/// which swift-corelibs-foundation lacks: HeadlessCombine provides it on Linux. The URLs are
/// `data:` URLs, which URLSession loads without a network.
struct DataTaskPublisherTests {
    /// Collects what a publisher sends, and resumes when it completes.
    private final class Outcome: @unchecked Sendable {
        let lock = NSLock()
        var values: [Data] = []
        var completion: Subscribers.Completion<URLError>?
    }

    private func run(_ publisher: URLSession.DataTaskPublisher) async -> Outcome {
        let outcome = Outcome()
        var cancellable: AnyCancellable?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            cancellable = publisher.sink(
                receiveCompletion: { completion in
                    outcome.lock.withLock { outcome.completion = completion }
                    done.resume()
                },
                receiveValue: { value in outcome.lock.withLock { outcome.values.append(value.data) } })
        }
        _ = cancellable
        return outcome
    }

    @Test func deliversTheDataOnceAndFinishes() async throws {
        let url = try #require(URL(string: "data:text/plain;base64,SGVsbG8="))
        let outcome = await run(URLSession.shared.dataTaskPublisher(for: url))
        #expect(outcome.values == [Data("Hello".utf8)])
        guard case .finished = outcome.completion else {
            Issue.record("expected .finished, got \(String(describing: outcome.completion))")
            return
        }
    }

    @Test func failsWithTheTasksURLError() async throws {
        let url = try #require(URL(string: "unsupported-scheme://example"))
        let outcome = await run(URLSession.shared.dataTaskPublisher(for: URLRequest(url: url)))
        #expect(outcome.values.isEmpty)
        guard case .failure(let error) = outcome.completion else {
            Issue.record("expected a failure, got \(String(describing: outcome.completion))")
            return
        }
        #expect(error.code == .unsupportedURL)
    }

    @Test func keepsItsRequestAndSession() throws {
        let url = try #require(URL(string: "data:text/plain;base64,SGVsbG8="))
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        #expect(publisher.request.url == url)
        #expect(publisher.session === URLSession.shared)
    }
}
