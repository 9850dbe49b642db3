import Foundation

// `navigationBarItems` is deprecated in favour of `toolbar(_:)` with leading and trailing
// placements ("Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement",
// the SDK's deprecation message): the stand-in places the items exactly so.

@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement"
)
extension View {
    /// Sets the navigation bar items for this view: `leading` at the bar's leading edge and
    /// `trailing` at its trailing edge.
    ///
    /// ```swift
    /// List(notes) { Text($0.title) }
    ///     .navigationBarItems(leading: EditButton(), trailing: Button("Add") { add() })
    /// ```
    nonisolated public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { leading }
            ToolbarItem(placement: .topBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar item at the bar's leading edge.
    ///
    /// ```swift
    /// Form { ... }.navigationBarItems(leading: Button("Cancel") { dismiss() })
    /// ```
    nonisolated public func navigationBarItems<L>(leading: L) -> some View where L: View {
        toolbar { ToolbarItem(placement: .topBarLeading) { leading } }
    }

    /// Sets the navigation bar item at the bar's trailing edge.
    ///
    /// ```swift
    /// Form { ... }.navigationBarItems(trailing: Button("Save") { save() })
    /// ```
    nonisolated public func navigationBarItems<T>(trailing: T) -> some View where T: View {
        toolbar { ToolbarItem(placement: .topBarTrailing) { trailing } }
    }
}
