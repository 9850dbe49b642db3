import Foundation

extension View {
    /// Inserts an inspector at the applied position in the view hierarchy.
    ///
    /// On iPhone (compact width) SwiftUI shows the inspector as a sheet (Apple: "In compact size
    /// classes … the inspector presents as a sheet"), which the stand-in does everywhere: the
    /// trailing column of a regular width is not modelled.
    ///
    /// ```swift
    /// DocumentView()
    ///     .inspector(isPresented: $showsInspector) {
    ///         InspectorView().inspectorColumnWidth(min: 200, ideal: 300, max: 400)
    ///     }
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(*, unavailable, message: "SwiftUI has no inspector on tvOS, watchOS or visionOS")
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return sheet(isPresented: isPresented) { content }
    }

    /// Sets a fixed, preferred width for the column containing this view.
    ///
    /// ```swift
    /// InspectorView().inspectorColumnWidth(280)
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(*, unavailable, message: "SwiftUI has no inspector on tvOS, watchOS or visionOS")
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(AttributeModifier("inspectorColumnWidth(\(HeadlessValueFormat.number(width)))"))
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation.
    ///
    /// ```swift
    /// InspectorView().inspectorColumnWidth(min: 200, ideal: 300, max: 400)
    /// ```
    #if HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(*, unavailable, message: "SwiftUI has no inspector on tvOS, watchOS or visionOS")
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        let arguments = HeadlessValueFormat.arguments([
            ("min", min.map { HeadlessValueFormat.number($0) }),
            ("ideal", HeadlessValueFormat.number(ideal)),
            ("max", max.map { HeadlessValueFormat.number($0) }),
        ])
        return modifier(AttributeModifier("inspectorColumnWidth(\(arguments))"))
    }

    /// Configures the icon used by dialogs within this view.
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $asks) { … }.dialogIcon(Image(systemName: "trash"))
    /// ```
    #if HEADLESS_VISIONOS
        @available(*, unavailable, message: "SwiftUI has no dialog icon on visionOS")
    #endif
    @available(visionOS, unavailable)
    nonisolated public func dialogIcon(_ icon: Image?) -> some View {
        modifier(AttributeModifier(icon == nil ? "dialogIcon(nil)" : "dialogIcon"))
    }

    /// Enables user suppression of dialogs and alerts presented within `self`, with a default
    /// suppression message on macOS.
    ///
    /// iOS shows no suppression toggle; the stand-in records the modifier.
    ///
    /// ```swift
    /// .alert("Sync finished", isPresented: $done) {}.dialogSuppressionToggle(isSuppressed: $hidesSyncAlerts)
    /// ```
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        modifier(AttributeModifier("dialogSuppressionToggle(isSuppressed: \(isSuppressed.wrappedValue))"))
    }

    /// Enables user suppression of dialogs and alerts presented within `self`, with a custom
    /// suppression message.
    ///
    /// ```swift
    /// .dialogSuppressionToggle("Don't ask again", isSuppressed: $suppressed)
    /// ```
    nonisolated public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
        -> some View
    {
        dialogSuppressionToggle(Text(titleKey), isSuppressed: isSuppressed)
    }

    /// Enables user suppression of dialogs and alerts presented within `self`, with a custom
    /// suppression message.
    ///
    /// ```swift
    /// .dialogSuppressionToggle(title, isSuppressed: $suppressed)
    /// ```
    @_disfavoredOverload
    nonisolated public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
        -> some View
    {
        dialogSuppressionToggle(Text(title), isSuppressed: isSuppressed)
    }

    /// Enables user suppression of dialogs and alerts presented within `self`, with a custom
    /// suppression message.
    ///
    /// ```swift
    /// .dialogSuppressionToggle(Text("Don't ask again"), isSuppressed: $suppressed)
    /// ```
    nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        modifier(
            AttributeModifier(
                "dialogSuppressionToggle(\(HeadlessValueFormat.string(label.content)), isSuppressed: \(isSuppressed.wrappedValue))"
            ))
    }
}
