/// The global actor no code runs on. SwiftUICore declares it so that a protocol refining both a
/// main-actor protocol and `_RemoveGlobalActorIsolation` infers no isolation: two global actors
/// conflict, so conforming types and their members are not inferred `@MainActor`. In the iOS
/// 26.2 SDK's `SwiftUICore.swiftinterface`, `Shape`, `GeometryEffect` and `ShapeView` refine it;
/// here `Shape` does (the other two are not public): a shape's `path(in:)` and stored
/// properties are nonisolated, although `Shape` refines `View`.
@globalActor public actor _ImpossibleActor: Sendable {
    nonisolated(unsafe) public static var shared = _ImpossibleActor()

    private init() {}
}

/// A marker that cancels the main-actor isolation a refined protocol would give (see
/// `_ImpossibleActor`).
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}
