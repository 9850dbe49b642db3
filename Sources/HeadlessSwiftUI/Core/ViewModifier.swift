/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background { RoundedRectangle(cornerRadius: 8).fill(.white) }
///     }
/// }
/// // Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// SwiftUI's graph entry point (a hook). The stand-in's primitive modifiers declare it to
    /// say what they are (see `_ViewOutputs`); a modifier made of its body takes the default.
    nonisolated static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs

    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// Gets the current body of the caller.
    public func body(content: Self.Content) -> Self.Body {
        bodyNeverCalled(Self.self)
    }
}

/// A value with a modifier applied to it.
///
/// ```swift
/// let bordered: ModifiedContent<Text, Card> = Text("Hi").modifier(Card())
/// ```
@frozen public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content

    /// The view modifier.
    public var modifier: Modifier

    /// The type of view representing the body.
    public typealias Body = Never

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The content and behavior of the view.
    public var body: ModifiedContent<Content, Modifier>.Body { bodyNeverCalled(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: PrimitiveView, RuntimeDescribed where Content: View, Modifier: ViewModifier {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package static var environmentBehavior: EnvironmentBehavior {
        guard let primitive = primitiveModifier else { return .composite }
        return primitive.forwardsEnvironment ? .forward : .reevaluate
    }

    /// The modifier's type as a primitive modifier, as its `_makeView` says (no conformance
    /// question, which would scan every conformance record once per type). Debug builds check
    /// that a modifier that says nothing is none.
    private static var primitiveModifier: (any PrimitiveModifier.Type)? {
        if let declared = Modifier.declaredPrimitive { return declared }
        assert(
            isForeign(Modifier.self) || Modifier.self as? any PrimitiveModifier.Type == nil,
            "\(Modifier.self) declares no _makeView")
        return nil
    }

    package static var isTabListTransparent: Bool { Modifier.self == TabTraitModifier.self }

    package static var leavesContainerLayout: Bool { primitiveModifier?.leavesContainerLayout ?? false }

    package func update(node: ViewNode) {
        if let primitive = Self.primitiveModifier {
            updatePrimitive(as: primitive, node: node)
        } else {
            node.evaluateModifier(modifier, content: content)
        }
    }

    /// Updates the modifier as `M` (its own type), read in place.
    @MainActor private func updatePrimitive<M: PrimitiveModifier>(as type: M.Type, node: ViewNode) {
        // `withPointer`, not `withUnsafePointer`: no executor check (UncheckedClosures.swift).
        withPointer(to: modifier) { pointer in
            UnsafeRawPointer(pointer).assumingMemoryBound(to: M.self).pointee.update(node: node, content: content)
        }
    }
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    package func update(node: ViewNode, content view: any View) {
        // `first.concat(second)`: the inner modifier applies first, then the outer one.
        let inner = ModifiedContent<AnyView, Content>(content: AnyView(view), modifier: self.content)
        node.reconcile(
            key: .content,
            view: ModifiedContent<ModifiedContent<AnyView, Content>, Modifier>(content: inner, modifier: modifier),
            environment: node.environment)
        node.output.display = .transparent
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

// As in the iOS 26.2 SDK: since iOS 26, Sendable when both parts are, and Animatable when both
// parts are.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ModifiedContent: Animatable where Content: Animatable, Modifier: Animatable {
    /// The data to animate: the content's, then the modifier's.
    public var animatableData: AnimatablePair<Content.AnimatableData, Modifier.AnimatableData> {
        get { AnimatablePair(content.animatableData, modifier.animatableData) }
        set { (content.animatableData, modifier.animatableData) = (newValue.first, newValue.second) }
    }

    /// The type defining the data to animate.
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData, Modifier.AnimatableData>
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content view type a `ViewModifier` receives in `body(content:)`.
///
/// Where the body places it is where the modified view's identity lives: a modifier that puts
/// `content` in an `if`/`else` gives the view two identities.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    package let content: any View

    package init(content: any View) {
        self.content = content
    }
}

extension _ViewModifier_Content: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension _ViewModifier_Content: EnvironmentForwardingView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

/// An empty, or identity, modifier, used during development to switch modifiers at compile
/// time.
///
/// ```swift
/// Text("Hi").modifier(EmptyModifier.identity)
/// ```
@frozen public struct EmptyModifier: Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates an empty modifier.
    nonisolated public init() {}
}

extension EmptyModifier: ViewModifier {
    /// The type of view representing the body.
    public typealias Body = Never
}

extension EmptyModifier: PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    package func update(node: ViewNode, content: any View) {
        node.output.display = .transparent
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}
