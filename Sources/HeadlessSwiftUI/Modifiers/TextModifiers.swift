// SwiftUI's text layout settings: line limit, truncation mode, multiline alignment. They write the
// environment, which text reads when it is laid out (`layoutText` in Layout/Text).

/// An alignment position for text along the horizontal axis.
///
/// ```swift
/// Text("Centered\nlines").multilineTextAlignment(.center)
/// ```
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    ///
    /// ```swift
    /// Text("A\nlonger line").multilineTextAlignment(.leading)
    /// ```
    case leading
    /// Lines are centered.
    ///
    /// ```swift
    /// Text("A\nlonger line").multilineTextAlignment(.center)
    /// ```
    case center
    /// Lines end at the trailing edge.
    ///
    /// ```swift
    /// Text("A\nlonger line").multilineTextAlignment(.trailing)
    /// ```
    case trailing

    /// The value as a Swift developer writes it: `.center`.
    package var headlessDescription: String {
        switch self {
        case .leading: return ".leading"
        case .center: return ".center"
        case .trailing: return ".trailing"
        }
    }
}

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the available
    /// space.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)   // "/Users/…/file.txt"
    /// ```
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line: "…wxyz".
        ///
        /// ```swift
        /// Text(log).lineLimit(1).truncationMode(.head)
        /// ```
        case head
        /// Truncate at the end of the line: "abcd…".
        ///
        /// ```swift
        /// Text(title).lineLimit(1).truncationMode(.tail)
        /// ```
        case tail
        /// Truncate in the middle of the line: "ab…yz".
        ///
        /// ```swift
        /// Text(fileName).lineLimit(1).truncationMode(.middle)
        /// ```
        case middle

        /// The value as a Swift developer writes it: `.middle`.
        package var headlessDescription: String {
            switch self {
            case .head: return ".head"
            case .tail: return ".tail"
            case .middle: return ".middle"
            }
        }
    }
}

// MARK: - Environment

struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

/// The lines text reserves room for even when it needs fewer (`lineLimit(_:reservesSpace:)`, the
/// lower bound of `lineLimit(3...)`); 0 reserves none.
struct ReservedLineCountKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
    /// The maximum number of lines that text can occupy in a view.
    ///
    /// The maximum is 1 if the value is less than 1; `nil` (the default) uses as many lines as
    /// needed.
    ///
    /// ```swift
    /// @Environment(\.lineLimit) private var lineLimit
    /// ```
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The number of lines text occupies at least (0 when it reserves none): set by
    /// `lineLimit(_:reservesSpace:)` and by the lower bound of a line-limit range.
    package var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into the
    /// available space.
    ///
    /// The default is `Text.TruncationMode.tail`.
    ///
    /// ```swift
    /// @Environment(\.truncationMode) private var truncationMode
    /// ```
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the content wraps
    /// or contains newlines.
    ///
    /// The default is `.leading`.
    ///
    /// ```swift
    /// @Environment(\.multilineTextAlignment) private var alignment
    /// ```
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

// MARK: - Modifiers

extension View {
    /// Sets the maximum number of lines that text can occupy in this view.
    ///
    /// `nil` removes the limit. Text cut by the limit ends with an ellipsis, placed by
    /// `truncationMode(_:)`.
    ///
    /// ```swift
    /// Text(longDescription).lineLimit(2)
    /// ```
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(
            EnvironmentWriter(attribute: "lineLimit(\(number.map(String.init) ?? "nil"))", token: [number, 0]) {
                $0.lineLimit = number
                $0.reservedLineCount = 0
            })
    }

    /// Sets a limit for the number of lines text can occupy in this view, optionally reserving
    /// the space of all of them.
    ///
    /// With `reservesSpace` true, text that needs fewer lines still occupies the height of `limit`
    /// lines.
    ///
    /// ```swift
    /// Text(summary).lineLimit(3, reservesSpace: true)
    /// ```
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(
            EnvironmentWriter(
                attribute: "lineLimit(\(limit), reservesSpace: \(reservesSpace))",
                token: [limit, reservesSpace ? limit : 0]
            ) {
                $0.lineLimit = limit
                $0.reservedLineCount = reservesSpace ? limit : 0
            })
    }

    /// Sets to a closed range the number of lines that text can occupy in this view.
    ///
    /// Text occupies at least the lower bound's lines and is truncated past the upper bound.
    ///
    /// ```swift
    /// Text(notes).lineLimit(2...4)
    /// ```
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(
            EnvironmentWriter(
                attribute: "lineLimit(\(limit.lowerBound)...\(limit.upperBound))",
                token: [limit.upperBound, limit.lowerBound]
            ) {
                $0.lineLimit = limit.upperBound
                $0.reservedLineCount = limit.lowerBound
            })
    }

    /// Sets to a partial range the number of lines that text can occupy in this view: at least
    /// the lower bound's lines, with no upper limit.
    ///
    /// ```swift
    /// Text(notes).lineLimit(3...)
    /// ```
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(
            EnvironmentWriter(attribute: "lineLimit(\(limit.lowerBound)...)", token: [nil, limit.lowerBound]) {
                $0.lineLimit = nil
                $0.reservedLineCount = limit.lowerBound
            })
    }

    /// Sets to a partial range the number of lines that text can occupy in this view: at most the
    /// upper bound's lines.
    ///
    /// ```swift
    /// Text(notes).lineLimit(...3)
    /// ```
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(
            EnvironmentWriter(attribute: "lineLimit(...\(limit.upperBound))", token: [limit.upperBound, 0]) {
                $0.lineLimit = limit.upperBound
                $0.reservedLineCount = 0
            })
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(
            EnvironmentWriter(attribute: "truncationMode(\(mode.headlessDescription))", token: mode) {
                $0.truncationMode = mode
            })
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    ///
    /// A single line is not moved: a text view is as wide as its widest line.
    ///
    /// ```swift
    /// Text("Centered\nacross lines").multilineTextAlignment(.center)
    /// ```
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(
            EnvironmentWriter(attribute: "multilineTextAlignment(\(alignment.headlessDescription))", token: alignment) {
                $0.multilineTextAlignment = alignment
            })
    }
}
