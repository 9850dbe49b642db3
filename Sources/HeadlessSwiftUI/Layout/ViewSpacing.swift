import Foundation

/// A collection of the geometric spacing preferences of a view.
public struct ViewSpacing: Sendable {
    /// The spacing the view prefers next to each edge.
    package var edges: EdgeInsets

    /// The spacing SwiftUI uses between adjacent views by default.
    package static let defaultSpacing: CGFloat = 8
    /// Whether the view is a `Spacer`: the distance to it is zero, whatever its neighbour
    /// prefers.
    package var isSpacer = false

    package init(edges: EdgeInsets) {
        self.edges = edges
    }

    /// A spacer's spacing: nothing between it and its neighbours.
    package static let spacer: ViewSpacing = {
        var spacing = ViewSpacing.zero
        spacing.isSpacer = true
        return spacing
    }()

    /// Initializes an instance with default spacing values.
    public init() {
        self.init(
            edges: EdgeInsets(
                top: ViewSpacing.defaultSpacing, leading: ViewSpacing.defaultSpacing,
                bottom: ViewSpacing.defaultSpacing, trailing: ViewSpacing.defaultSpacing
            ))
    }

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(edges: EdgeInsets())

    /// Merges the spacing preferences of another spacing instance with this instance for a specified set of edges.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in edges.edges {
            self.edges[edge] = max(self.edges[edge], other.edges[edge])
        }
        // A group is a spacer only if all of it is.
        isSpacer = isSpacer && other.isSpacer
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this instance for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a specified spacing preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if isSpacer || next.isSpacer { return 0 }
        switch axis {
        case .horizontal: return max(edges.trailing, next.edges.leading)
        case .vertical: return max(edges.bottom, next.edges.top)
        }
    }

    /// The value as a Swift developer writes it: `ViewSpacing()`, `.zero`.
    package var headlessDescription: String {
        if edges == EdgeInsets() { return ".zero" }
        if edges == ViewSpacing().edges { return "ViewSpacing()" }
        return "ViewSpacing(\(edges.headlessDescription))"
    }
}
