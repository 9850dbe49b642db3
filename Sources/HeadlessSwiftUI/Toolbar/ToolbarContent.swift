/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Conforming types represent items that can be placed in various locations in a customizable
/// toolbar.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One item of a toolbar as the runtime shows it: its kind, placement and view.
struct ToolbarEntry {
    let kind: String
    let placement: ToolbarItemPlacement
    let view: any View
}

/// Toolbar content the runtime flattens itself: items, groups, tuples, conditionals.
@MainActor
protocol PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { get }
}

/// The items of toolbar content, in order: composite content by its body.
@MainActor
func toolbarEntries(of content: any ToolbarContent) -> [ToolbarEntry] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarEntries }
    return toolbarEntries(of: content.body)
}

/// Several toolbar contents built into one by `ToolbarContentBuilder`.
struct ToolbarContentTuple {
    let items: [any ToolbarContent]
}

extension ToolbarContentTuple: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    var body: Never { return bodyNeverCalled(Self.self) }
    var toolbarEntries: [ToolbarEntry] { items.flatMap { HeadlessSwiftUI.toolbarEntries(of: $0) } }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// The composition of content that comprise the toolbar content.
    public var body: Never { return bodyNeverCalled(Self.self) }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] { self.map { HeadlessSwiftUI.toolbarEntries(of: $0) } ?? [] }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// The composition of content that comprise the toolbar content.
    public var body: Never { return bodyNeverCalled(Self.self) }
}

extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension _ConditionalContent: PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        switch storage {
        case .trueContent(let content): HeadlessSwiftUI.toolbarEntries(of: content)
        case .falseContent(let content): HeadlessSwiftUI.toolbarEntries(of: content)
        }
    }
}

/// Constructs a toolbar item set from multi-expression closures.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     if canSave {
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
///     }
/// }
/// ```
@resultBuilder
public struct ToolbarContentBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }

    /// Passes a single toolbar content through.
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent {
        content
    }

    /// Combines several toolbar contents into one.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some ToolbarContent
    where repeat each Content: ToolbarContent {
        var items: [any ToolbarContent] = []
        repeat items.append(each content)
        return ToolbarContentTuple(items: items)
    }

    /// Produces optional content for an `if` without an `else`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        content
    }

    /// Produces content for the first branch of a conditional.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for the second branch of a conditional.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes toolbar content for an availability check.
    @available(iOS 17.5, macOS 14.5, tvOS 17.5, watchOS 10.5, visionOS 1.2, *)
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        ToolbarContentTuple(items: [content])
    }
}

@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}
