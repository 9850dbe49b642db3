import Foundation

/// A type that you use to create custom alignment guides.
///
/// ```swift
/// private struct IconCenter: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
/// }
/// extension HorizontalAlignment { static let iconCenter = HorizontalAlignment(IconCenter.self) }
/// ```
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in
    /// that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom guide's identity: its `AlignmentID` type. (A metatype is immutable; the
/// protocol only lacks a `Sendable` refinement, as in SwiftUI.)
@usableFromInline package struct CustomAlignmentKey: Hashable, @unchecked Sendable {
    package let id: any AlignmentID.Type

    package var name: String { String(describing: id) }

    @usableFromInline package static func == (lhs: CustomAlignmentKey, rhs: CustomAlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
    }
}

extension HorizontalAlignment {
    /// Creates a custom horizontal alignment of the specified type.
    ///
    /// ```swift
    /// extension HorizontalAlignment { static let iconCenter = HorizontalAlignment(IconCenter.self) }
    /// ```
    public init(_ id: any AlignmentID.Type) {
        self.init(key: .custom(CustomAlignmentKey(id: id)))
    }

    /// Merges a sequence of explicit alignment values produced by this instance.
    ///
    /// ```swift
    /// let merged = HorizontalAlignment.leading.combineExplicit([nil, 12, 20])
    /// ```
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        HeadlessSwiftUI.combineExplicit(.horizontal(key), values.compactMap { $0 })
    }
}

extension VerticalAlignment {
    /// Creates a custom vertical alignment of the specified type.
    ///
    /// ```swift
    /// extension VerticalAlignment { static let badgeMiddle = VerticalAlignment(BadgeMiddle.self) }
    /// ```
    public init(_ id: any AlignmentID.Type) {
        self.init(key: .custom(CustomAlignmentKey(id: id)))
    }

    /// Merges a sequence of explicit alignment values produced by this instance.
    ///
    /// ```swift
    /// let merged = VerticalAlignment.firstTextBaseline.combineExplicit([nil, 12, 20])
    /// ```
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        HeadlessSwiftUI.combineExplicit(.vertical(key), values.compactMap { $0 })
    }
}

/// A view's size and alignment guides in its own coordinate space.
///
/// ```swift
/// Text("Badge").alignmentGuide(.top) { dimensions in dimensions.height / 2 }
/// ```
public struct ViewDimensions: Equatable {
    package let size: CGSize
    /// The guides the view sets itself; nil for a guide it leaves at its default.
    package let explicit: (AlignmentGuide) -> CGFloat?

    package init(size: CGSize, explicit: @escaping (AlignmentGuide) -> CGFloat? = { _ in nil }) {
        self.size = size
        self.explicit = explicit
    }

    /// The view's width.
    public var width: CGFloat { size.width }

    /// The view's height.
    public var height: CGFloat { size.height }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: .horizontal(guide.key)) }

    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: .vertical(guide.key)) }

    /// Gets the explicit value of the given horizontal alignment guide.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(.horizontal(guide.key)) }

    /// Gets the explicit value of the given vertical alignment guide.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(.vertical(guide.key)) }

    /// Compares two views' dimensions by size.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.size == rhs.size }

    package func explicitValue(of guide: AlignmentGuide) -> CGFloat? { explicit(guide) }

    package func value(of guide: AlignmentGuide) -> CGFloat {
        explicit(guide) ?? Self.defaultValue(of: guide, size: size, dimensions: self)
    }

    /// A guide's value when the view sets none: the edges and centre, the text baselines at the
    /// bottom edge (Apple's `firstTextBaseline`: "the top-most text baseline in a view", which a
    /// view without text lacks), a custom guide's `defaultValue(in:)`.
    package static func defaultValue(of guide: AlignmentGuide, size: CGSize, dimensions: ViewDimensions? = nil)
        -> CGFloat
    {
        switch guide {
        case .horizontal(let key):
            switch key {
            case .leading, .listRowSeparatorLeading: return 0
            case .center: return size.width / 2
            case .trailing, .listRowSeparatorTrailing: return size.width
            case .custom(let custom): return custom.id.defaultValue(in: dimensions ?? ViewDimensions(size: size))
            }
        case .vertical(let key):
            switch key {
            case .top: return 0
            case .center: return size.height / 2
            case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
            case .custom(let custom): return custom.id.defaultValue(in: dimensions ?? ViewDimensions(size: size))
            }
        }
    }
}

// As in the SDK: the dimensions are not Sendable.
@available(*, unavailable)
extension ViewDimensions: Sendable {}
