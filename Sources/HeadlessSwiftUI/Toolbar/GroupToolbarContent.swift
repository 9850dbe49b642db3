import Foundation

extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content instances.
    ///
    /// ```swift
    /// .toolbar {
    ///     Group {
    ///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    ///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
    ///     }
    ///     .hidden(isLocked)  // or any modifier that applies to both items
    /// }
    /// ```
    nonisolated public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The composition of content that comprise the toolbar content: the runtime takes the
    /// group's items in its place.
    @MainActor @preconcurrency public var body: Never { return bodyNeverCalled(Self.self) }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {
    /// Creates a group of customizable toolbar content instances.
    ///
    /// ```swift
    /// .toolbar(id: "editor") {
    ///     Group {
    ///         ToolbarItem(id: "bold") { Button("Bold") {} }
    ///         ToolbarItem(id: "italic") { Button("Italic") {} }
    ///     }
    /// }
    /// ```
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveToolbarContent where Content: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] { HeadlessSwiftUI.toolbarEntries(of: content) }
}
