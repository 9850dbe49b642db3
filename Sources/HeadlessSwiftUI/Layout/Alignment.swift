import Foundation

/// An alignment position along the horizontal axis.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    /// What the alignment is, for the runtime and the layout engine.
    @usableFromInline package enum Key: Hashable, Sendable {
        case leading
        case center
        case trailing
        case listRowSeparatorLeading
        case listRowSeparatorTrailing
        /// A custom alignment guide, identified by its `AlignmentID` type.
        case custom(CustomAlignmentKey)
    }

    package var key: Key

    package init(key: Key) {
        self.key = key
    }

    /// A guide that marks the leading edges of views.
    public static let leading = HorizontalAlignment(key: .leading)

    /// A guide that marks the horizontal center of views.
    public static let center = HorizontalAlignment(key: .center)

    /// A guide that marks the trailing edges of views.
    public static let trailing = HorizontalAlignment(key: .trailing)

    /// A guide marking the leading edge of a `List` row separator.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .listRowSeparatorLeading)

    /// A guide marking the trailing edge of a `List` row separator.
    #if HEADLESS_TVOS || HEADLESS_WATCHOS
        @available(
            *, unavailable,
            message: "SwiftUI has it on neither tvOS nor watchOS (HeadlessTvOS, HeadlessWatchOS profiles)"
        )
    #endif
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .listRowSeparatorTrailing)

    /// Indicates whether two horizontal alignments are equal.
    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        lhs.key == rhs.key
    }

    /// Where the guide sits as a fraction of the width (leading 0, center 0.5, trailing 1),
    /// `nil` for custom guides.
    package var fraction: CGFloat? {
        switch key {
        case .leading, .listRowSeparatorLeading: return 0
        case .center: return 0.5
        case .trailing, .listRowSeparatorTrailing: return 1
        case .custom: return nil
        }
    }

    /// The name as written after the dot: `leading`, `center`, ...
    package var name: String {
        switch key {
        case .leading: return "leading"
        case .center: return "center"
        case .trailing: return "trailing"
        case .listRowSeparatorLeading: return "listRowSeparatorLeading"
        case .listRowSeparatorTrailing: return "listRowSeparatorTrailing"
        case .custom(let custom): return custom.name
        }
    }

    /// The value as a Swift developer writes it: `.leading`.
    package var headlessDescription: String {
        switch key {
        case .custom(let custom): return "HorizontalAlignment(\(custom.name).self)"
        default: return "." + name
        }
    }
}

/// An alignment position along the vertical axis.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    /// What the alignment is, for the runtime and the layout engine.
    @usableFromInline package enum Key: Hashable, Sendable {
        case top
        case center
        case bottom
        case firstTextBaseline
        case lastTextBaseline
        /// A custom alignment guide, identified by its `AlignmentID` type.
        case custom(CustomAlignmentKey)
    }

    package var key: Key

    package init(key: Key) {
        self.key = key
    }

    /// A guide that marks the top-most edges of views.
    public static let top = VerticalAlignment(key: .top)

    /// A guide that marks the vertical center of views.
    public static let center = VerticalAlignment(key: .center)

    /// A guide that marks the bottom-most edges of views.
    public static let bottom = VerticalAlignment(key: .bottom)

    /// A guide that marks the top-most text baseline in a view.
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)

    /// A guide that marks the bottom-most text baseline in a view.
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    /// Indicates whether two vertical alignments are equal.
    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        lhs.key == rhs.key
    }

    /// Where the guide sits as a fraction of the height (top 0, center 0.5, bottom 1);
    /// baselines are approximated by the bottom; `nil` for custom guides.
    package var fraction: CGFloat? {
        switch key {
        case .top: return 0
        case .center: return 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: return 1
        case .custom: return nil
        }
    }

    /// The name as written after the dot: `top`, `firstTextBaseline`, ...
    package var name: String {
        switch key {
        case .top: return "top"
        case .center: return "center"
        case .bottom: return "bottom"
        case .firstTextBaseline: return "firstTextBaseline"
        case .lastTextBaseline: return "lastTextBaseline"
        case .custom(let custom): return custom.name
        }
    }

    /// The value as a Swift developer writes it: `.top`.
    package var headlessDescription: String {
        switch key {
        case .custom(let custom): return "VerticalAlignment(\(custom.name).self)"
        default: return "." + name
        }
    }
}

/// An alignment in both axes.
@frozen public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment

    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A guide that marks the center of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)

    /// A guide that marks the leading edge of the view.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)

    /// A guide that marks the trailing edge of the view.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)

    /// A guide that marks the top edge of the view.
    public static let top = Alignment(horizontal: .center, vertical: .top)

    /// A guide that marks the bottom edge of the view.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)

    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)

    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)

    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)

    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// A guide that marks the top-most text baseline in a view, horizontally centered.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)

    /// A guide that marks the bottom-most text baseline in a view, horizontally centered.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)

    /// A guide that marks the leading edge and top-most text baseline in a view.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)

    /// A guide that marks the leading edge and bottom-most text baseline in a view.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)

    /// A guide that marks the trailing edge and top-most text baseline in a view.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)

    /// A guide that marks the trailing edge and bottom-most text baseline in a view.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Indicates whether two alignments are equal.
    public static func == (lhs: Alignment, rhs: Alignment) -> Bool {
        lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
    }

    /// The name of the static constant with this value (`topLeading`), if there is one.
    package var name: String? {
        switch (horizontal.key, vertical.key) {
        case (.center, .center): return "center"
        case (.leading, .center): return "leading"
        case (.trailing, .center): return "trailing"
        case (.center, .top): return "top"
        case (.center, .bottom): return "bottom"
        case (.leading, .top): return "topLeading"
        case (.trailing, .top): return "topTrailing"
        case (.leading, .bottom): return "bottomLeading"
        case (.trailing, .bottom): return "bottomTrailing"
        case (.center, .firstTextBaseline): return "centerFirstTextBaseline"
        case (.center, .lastTextBaseline): return "centerLastTextBaseline"
        case (.leading, .firstTextBaseline): return "leadingFirstTextBaseline"
        case (.leading, .lastTextBaseline): return "leadingLastTextBaseline"
        case (.trailing, .firstTextBaseline): return "trailingFirstTextBaseline"
        case (.trailing, .lastTextBaseline): return "trailingLastTextBaseline"
        default: return nil
        }
    }

    /// The value as a Swift developer writes it: `.topLeading`, or
    /// `Alignment(horizontal: .listRowSeparatorLeading, vertical: .top)`.
    package var headlessDescription: String {
        if let name { return "." + name }
        return "Alignment(horizontal: \(horizontal.headlessDescription), vertical: \(vertical.headlessDescription))"
    }
}
