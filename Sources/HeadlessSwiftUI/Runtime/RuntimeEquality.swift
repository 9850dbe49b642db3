import Foundation
@_spi(Reflection) import Swift

/// Compares two view inputs as SwiftUI does before re-evaluating a child: `Equatable` values
/// with `==`, objects and closures by identity, structs and tuples field by field, enums by
/// case and payload; anything it cannot see into counts as changed.
///
/// Structs are compared with a per-type plan built once from the type's field layout: plain
/// data and references are compared as bytes, graph-owned properties (`@State`,
/// `@Environment`) are skipped, and only the other fields are compared as values. This is the
/// hot path of every update (a list of a thousand rows compares a thousand rows).
package func runtimeEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return openedEqual(lhs, rhs)
}

private func openedEqual<T>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return typedEqual(lhs, rhs)
}

/// Two values of one type, compared by the type's plan: no cast per call.
private func typedEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    switch ComparisonPlans.plan(for: T.self, sample: lhs) {
    case .comparable(let equal):
        return withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in equal(left, right) } }
    case .fields(let fields):
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                fields.allSatisfy { $0.equal(left, right) }
            }
        }
    case .identity:
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in sameBytes(left, right, 0..<left.count) }
        }
    case .mirror:
        return mirrorEqual(lhs, rhs)
    }
}

/// `RuntimeComparable`'s comparison of two values of `C` at two addresses.
private func runtimeComparator<C: RuntimeComparable>(_ type: C.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { left, right in
        left.assumingMemoryBound(to: C.self).pointee.runtimeEquals(right.assumingMemoryBound(to: C.self).pointee)
    }
}

/// `==` of two values of `E` at two addresses.
private func equatableComparator<E: Equatable>(_ type: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { left, right in
        left.assumingMemoryBound(to: E.self).pointee == right.assumingMemoryBound(to: E.self).pointee
    }
}

/// Whether two buffers hold the same bytes in `range` (`memcmp`: the generic byte-by-byte
/// comparison of two slices cost more than the rest of a row's comparison).
private func sameBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
    guard !range.isEmpty, let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
    return memcmp(leftBase + range.lowerBound, rightBase + range.lowerBound, range.count) == 0
}

/// Enums, optionals, collections: case by case through `Mirror`.
private func mirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .enum where left.children.isEmpty && right.children.isEmpty:
        return String(describing: lhs) == String(describing: rhs)
    case .struct, .tuple, .enum, .optional, .collection, .set, .dictionary:
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) {
            guard l.label == r.label, runtimeEqual(l.value, r.value) else { return false }
        }
        return true
    default:
        // Opaque values SwiftUI cannot compare either.
        return false
    }
}

/// A property the graph owns, whose value in a new view is not an input (`@State`'s initial
/// value is ignored once the state exists; `@Environment` is judged by what it read).
package protocol GraphOwnedProperty {}

/// How to compare two values of one type, worked out once per type.
private enum ComparisonPlan {
    /// A `RuntimeComparable` or `Equatable` type: its own comparison, at the values' addresses.
    case comparable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// A struct or tuple: field by field.
    case fields([FieldComparison])
    /// A class reference or a function: the same object, the same closure context.
    case identity
    /// Anything else: through `Mirror`.
    case mirror
}

private enum FieldComparison {
    case bytes(Range<Int>)
    case value(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)

    func equal(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        switch self {
        case .bytes(let range):
            return sameBytes(left, right, range)
        case .value(let offset, let equal):
            return equal(left.baseAddress! + offset, right.baseAddress! + offset)
        }
    }
}

private enum ComparisonPlans {
    nonisolated(unsafe) static var cache: [ObjectIdentifier: ComparisonPlan] = [:]
    static let lock = NSLock()

    static func plan<T>(for type: T.Type, sample: T) -> ComparisonPlan {
        let key = ObjectIdentifier(type)
        if let cached = lock.withLock({ cache[key] }) { return cached }
        let plan = makePlan(for: type, sample: sample)
        lock.withLock { cache[key] = plan }
        return plan
    }

    static func makePlan<T>(for type: T.Type, sample: T) -> ComparisonPlan {
        // Decided once per type, in the order SwiftUI takes: the value's own comparison first.
        if let comparable = type as? any RuntimeComparable.Type {
            return .comparable(runtimeComparator(comparable))
        }
        if let equatable = type as? any Equatable.Type {
            return .comparable(equatableComparator(equatable))
        }
        if type is AnyClass { return .identity }
        // An existential static type (a value that wraps another): judge the wrapped value.
        if Swift.type(of: sample) != type { return .mirror }
        switch Mirror(reflecting: sample).displayStyle {
        case .struct, .tuple:
            break
        default:
            return .mirror
        }
        var fields: [(comparison: FieldComparison, cost: Int)] = []
        let enumerated = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append(fieldComparison(offset: offset, type: fieldType, kind: kind))
            return true
        }
        // Cheap fields first, so that a difference is found early: bytes (plain data,
        // references, closures), then values from the smallest. In `ModifiedContent` the
        // modifier is compared before the (nested, larger) content, which keeps a chain of
        // modifiers from comparing its inner chain once per level.
        let ordered = fields.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(
            \.element.comparison)
        return enumerated ? .fields(ordered) : .mirror
    }

    /// A field's comparison and its cost rank: 0 for bytes, else 1 + the field's size.
    static func fieldComparison(offset: Int, type: Any.Type, kind: _MetadataKind) -> (
        comparison: FieldComparison, cost: Int
    ) {
        if type is any GraphOwnedProperty.Type {
            return (.bytes(offset..<offset), 0)  // nothing to compare
        }
        let size = _openExistential(type, do: sizeOf)
        if _openExistential(type, do: isPlainData) || kind == .class || kind == .function {
            return (.bytes(offset..<(offset + size)), 0)
        }
        if kind == .existential {
            return (.value(offset: offset, equal: _openExistential(type, do: existentialComparator)), 1 + size)
        }
        return (.value(offset: offset, equal: _openExistential(type, do: valueComparator)), 1 + size)
    }
}

private func sizeOf<T>(_ type: T.Type) -> Int { MemoryLayout<T>.size }

private func isPlainData<T>(_ type: T.Type) -> Bool { _isPOD(type) }

private func valueComparator<T>(_ type: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { left, right in
        typedEqual(left.load(as: T.self), right.load(as: T.self))
    }
}

/// An existential field (`any View` in `AnyView`): compared by the values it wraps. In a
/// generic context the existential would stay boxed, so views are unwrapped explicitly.
private func existentialComparator<T>(_ type: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { left, right in
        let lhs = left.load(as: T.self)
        let rhs = right.load(as: T.self)
        if let leftView = lhs as? any View, let rightView = rhs as? any View {
            return runtimeEqual(leftView, rightView)
        }
        return mirrorEqual(lhs, rhs)
    }
}
