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
nonisolated public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

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

    /// Combines 2 toolbar contents into one.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent {
        ToolbarContentTuple(items: [c0, c1])
    }

    /// Combines 3 toolbar contents into one.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        ToolbarContentTuple(items: [c0, c1, c2])
    }

    /// Combines 4 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        ToolbarContentTuple(items: [c0, c1, c2, c3])
    }

    /// Combines 5 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        ToolbarContentTuple(items: [c0, c1, c2, c3, c4])
    }

    /// Combines 6 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent
    {
        ToolbarContentTuple(items: [c0, c1, c2, c3, c4, c5])
    }

    /// Combines 7 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent
    {
        ToolbarContentTuple(items: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Combines 8 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
    {
        ToolbarContentTuple(items: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Combines 9 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
    {
        ToolbarContentTuple(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Combines 10 toolbar contents into one.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    {
        ToolbarContentTuple(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
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
