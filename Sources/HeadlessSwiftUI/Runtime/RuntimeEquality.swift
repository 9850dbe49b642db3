/// Compares two view inputs as SwiftUI does before re-evaluating a child: `Equatable` values
/// with `==`, objects by identity, structs, tuples and enums field by field; closures and
/// anything else it cannot see into count as changed.
package func runtimeEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let comparable = lhs as? any RuntimeComparable {
        return comparable.runtimeEquals(rhs)
    }
    if let equatable = lhs as? any Equatable {
        return equatableEqual(equatable, rhs)
    }
    if let lhsType = lhs as? Any.Type, let rhsType = rhs as? Any.Type {
        return lhsType == rhsType
    }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .class:
        return (lhs as AnyObject) === (rhs as AnyObject)
    case .enum where left.children.isEmpty && right.children.isEmpty:
        return String(describing: lhs) == String(describing: rhs)
    case .struct, .tuple, .enum, .optional, .collection, .set, .dictionary:
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label, runtimeEqual(l.value, r.value) else { return false }
        }
        return true
    default:
        // Functions and opaque values: SwiftUI cannot compare them either.
        return false
    }
}

private func equatableEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}
