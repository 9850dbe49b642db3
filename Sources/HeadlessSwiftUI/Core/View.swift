@_exported import Foundation
// SwiftUI re-exports Combine's ObservableObject and @Published: the stand-in, its Combine subset.
@_exported import HeadlessCombine
// SwiftUI re-exports Observation, so `@Observable` compiles after `import SwiftUI` alone.
@_exported import Observation

// On Apple platforms Foundation holds URLSession and URLRequest; on Linux they are in
// FoundationNetworking, so `import SwiftUI` gives them here as it does there.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

/// A type that represents part of your app's user interface and provides modifiers that you
/// use to configure views.
///
/// ```swift
/// struct Greeting: View {
///     var body: some View { Text("Hello") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// SwiftUI's graph entry point (a hook). The stand-in's primitives declare it to say what
    /// they are (see `_ViewOutputs`); a view made of its body takes the default.
    nonisolated static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs

    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {}

// Apart from the `View` conformance, so that it is not main-actor isolated: it is also the
// `body` of `Never`'s `Keyframes` conformance, whose protocol is nonisolated.
extension Never {
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Never.self) }
}

/// Stops when a primitive view's `body` is asked for: the runtime never asks, so only a
/// program that calls `body` on a primitive by hand gets here (SwiftUI traps the same way).
package func bodyNeverCalled<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is not available")
}
