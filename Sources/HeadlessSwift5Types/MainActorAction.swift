// This module is compiled in Swift 5 mode, as Apple compiles SwiftUI (its interfaces say
// `-swift-version 5`). In Swift 6 mode a `@MainActor` function type is implicitly `@Sendable`
// (SE-0434); in Swift 5 mode it is not. SwiftUI's `Button` takes its action as
// `@escaping @MainActor () -> Void` from a Swift 5 module, so an app may pass it a stored,
// non-Sendable `() -> Void` without a warning, and a closure literal is main-actor isolated.
// Spelled in a Swift 6 module the same parameter would warn on every stored closure; spelled
// here it means what it means in SwiftUI.

/// A main-actor action that is not implicitly `Sendable`: `Button`'s action type, as SwiftUI's
/// Swift 5 interface declares it.
///
/// ```swift
/// struct Row: View {
///     let onTap: () -> Void
///     var body: some View { Button("Open", action: onTap) }  // no warning, as with SwiftUI
/// }
/// ```
public typealias _MainActorAction = @MainActor () -> Void
