/// An edge on the horizontal axis.
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
