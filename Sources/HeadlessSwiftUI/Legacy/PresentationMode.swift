import Foundation

/// An indication whether a view is currently presented by another view (deprecated: use
/// `isPresented` and `dismiss` from the environment).
///
/// `dismiss()` does what `DismissAction` does: inside a sheet it dismisses the sheet, inside a
/// pushed navigation destination it pops it, elsewhere nothing (Presentation/DismissAction.swift).
///
/// ```swift
/// struct EditView: View {
///     @Environment(\.presentationMode) private var presentationMode
///     var body: some View {
///         Button("Done") { presentationMode.wrappedValue.dismiss() }
///     }
/// }
/// ```
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
public struct PresentationMode {
    package let dismissAction: DismissAction

    /// Indicates whether a view is currently presented.
    public var isPresented: Bool { dismissAction.action != nil }

    /// Dismisses the view if it is currently presented.
    ///
    /// Nonisolated, as the SDK declares it; the runtime's action expects the main actor, where
    /// views call it.
    public mutating func dismiss() {
        dismissAction.action?()
    }
}

@available(*, unavailable)
extension PresentationMode: Sendable {}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this environment
    /// (deprecated: use `dismiss`).
    ///
    /// ```swift
    /// @Environment(\.presentationMode) private var presentationMode
    /// ```
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(dismissAction: dismissAction))
    }
}
