import Foundation

/// A type-erased transition.
@frozen public struct AnyTransition {
    /// How the transition was made.
    @usableFromInline package indirect enum Storage: Hashable, Sendable {
        case identity
        case opacity
        case slide
        case scale
        case scaleBy(scale: CGFloat, anchor: UnitPoint)
        case move(edge: Edge)
        case push(from: Edge)
        case offsetXY(x: CGFloat, y: CGFloat)
        case offsetSize(CGSize)
        case asymmetric(insertion: Storage, removal: Storage)
        case combined(Storage, with: Storage)
        case animation(Storage, Animation?)
        /// `modifier(active:identity:)`, by its modifier's type (modifiers are not comparable).
        case modifier(active: String, identity: String)
    }

    package var storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: AnyTransition { AnyTransition(storage: .identity) }

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: AnyTransition { AnyTransition(storage: .opacity) }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(storage: .slide) }

    /// Returns a transition that scales the view.
    public static var scale: AnyTransition { AnyTransition(storage: .scale) }

    /// Returns a transition that scales the view by the specified amount.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(storage: .scaleBy(scale: scale, anchor: anchor))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(storage: .move(edge: edge))
    }

    /// Creates a transition that when added to a view will animate the view's insertion by moving it in from the specified edge while fading it in, and animate its removal by moving it out towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(storage: .push(from: edge))
    }

    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(storage: .offsetSize(offset))
    }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(storage: .offsetXY(x: x, y: y))
    }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .asymmetric(insertion: insertion.storage, removal: removal.storage))
    }

    /// Combines this transition with another, returning a new transition that is the result of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .combined(storage, with: other.storage))
    }

    /// Returns a transition defined between an active modifier and an identity modifier. The
    /// stand-in records it (transitions are not run); the text tree names the modifier types.
    ///
    /// ```swift
    /// .transition(.modifier(active: Blur(radius: 8), identity: Blur(radius: 0)))
    /// ```
    public static func modifier<E>(active: E, identity: E) -> AnyTransition where E: ViewModifier {
        AnyTransition(storage: .modifier(active: typeName(type(of: active)), identity: typeName(type(of: identity))))
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(storage: .animation(storage, animation))
    }

    /// The transition used when the view is inserted.
    package var insertion: AnyTransition {
        if case .asymmetric(let insertion, _) = storage { return AnyTransition(storage: insertion) }
        return self
    }

    /// The transition used when the view is removed.
    package var removal: AnyTransition {
        if case .asymmetric(_, let removal) = storage { return AnyTransition(storage: removal) }
        return self
    }

    /// The value as a Swift developer writes it: `.opacity`, `.move(edge: .leading)`,
    /// `.opacity.combined(with: .slide)`.
    package var headlessDescription: String {
        AnyTransition.spell(storage)
    }

    private static func spell(_ storage: Storage) -> String {
        let n = HeadlessValueFormat.number(_:) as (CGFloat) -> String
        switch storage {
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .slide: return ".slide"
        case .scale: return ".scale"
        case .scaleBy(let scale, let anchor):
            return anchor == .center
                ? ".scale(scale: \(n(scale)))"
                : ".scale(scale: \(n(scale)), anchor: \(anchor.headlessDescription))"
        case .move(let edge): return ".move(edge: \(edge.headlessDescription))"
        case .push(let edge): return ".push(from: \(edge.headlessDescription))"
        case .offsetXY(let x, let y):
            return ".offset("
                + HeadlessValueFormat.arguments([
                    ("x", x == 0 ? nil : n(x)), ("y", y == 0 ? nil : n(y)),
                ]) + ")"
        case .offsetSize(let size):
            return ".offset(CGSize(width: \(n(size.width)), height: \(n(size.height))))"
        case .asymmetric(let insertion, let removal):
            return ".asymmetric(insertion: \(spell(insertion)), removal: \(spell(removal)))"
        case .combined(let first, let second):
            return spell(first) + ".combined(with: \(spell(second)))"
        case .animation(let base, let animation):
            return spell(base) + ".animation(\(animation?.headlessDescription ?? "nil"))"
        case .modifier(let active, let identity):
            return ".modifier(active: \(active), identity: \(identity))"
        }
    }
}

/// SwiftUI withholds it (iOS 26.2 SDK: `@available(*, unavailable) extension AnyTransition : Sendable`).
@available(*, unavailable)
extension AnyTransition: Sendable {}
