import Foundation
@_spi(Reflection) import Swift

/// Compares two view inputs as SwiftUI does before re-evaluating a child: `Equatable` values
/// with `==`, objects and closures by identity, structs and tuples field by field, enums by
/// case and payload; anything it cannot see into counts as changed.
///
/// Each type is compared by a comparator made once from its field layout (`ValueComparator`):
/// plain data and references are compared as bytes, graph-owned properties (`@State`,
/// `@Environment`) are skipped, and only the other fields are compared as values, in place.
/// This is the hot path of every update (a list of a thousand rows compares a thousand rows).
package func runtimeEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    func compare<T>(_ lhs: T) -> Bool { openedEqual(lhs, rhs) }
    return _openExistential(lhs, do: compare)
}

/// `runtimeEqual` for two views, opened where they are: no boxing as `Any`.
package func runtimeEqual(_ lhs: any View, _ rhs: any View) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return openedViewEqual(lhs, rhs)
}

private func openedEqual<T>(_ lhs: T, _ rhs: Any) -> Bool {
    func compare<U>(_ rhs: U) -> Bool { sameTypeEqual(lhs, rhs) }
    return _openExistential(rhs, do: compare)
}

private func openedViewEqual<T: View>(_ lhs: T, _ rhs: any View) -> Bool {
    sameTypeEqual(lhs, rhs)
}

/// Two values of one type (`U` is `T`, checked by the caller), compared in place.
private func sameTypeEqual<T, U>(_ lhs: T, _ rhs: U) -> Bool {
    let comparator = ValueComparator.of(T.self)
    return withUnsafePointer(to: lhs) { left in
        withUnsafePointer(to: rhs) { right in comparator.equal(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
    }
}

/// How to compare two values of one type at two addresses, worked out once per type.
///
/// A caller that compares many values of one type (`ForEach`'s rows) looks it up once and
/// compares each pair without a lookup, a cast or a copy.
package struct ValueComparator: @unchecked Sendable {
    /// Whether the values at the two addresses (of the comparator's type) are equal.
    let equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// The comparator of `T`, made the first time.
    package static func of<T>(_ type: T.Type) -> ValueComparator {
        ComparisonPlans.comparator(for: type)
    }

    /// Notes that the stand-in describes `T` as `described` (a primitive's `_makeView` said
    /// so), so that making `T`'s comparator, and any comparator of a type with a `T` field,
    /// asks no conformance question of it.
    package static func note<T>(_ type: T.Type, describedAs described: any RuntimeDescribed.Type) {
        ComparisonPlans.note(type, describedAs: described)
    }

    /// Compares two values of `T` field by field (struct, tuple), or as its kind requires
    /// (enum, optional, existential), without asking whether `T` itself is `Equatable`: a
    /// `RuntimeDescribed` type that is not says so with this.
    package static func fieldByField<T>(_ type: T.Type) -> ValueComparator {
        ComparisonPlans.structural(type, kind: metadataKind(of: type))
    }

    /// `==` of two values of `E` at two addresses.
    package static func equatable<E: Equatable>(_ type: E.Type) -> ValueComparator {
        ValueComparator { left, right in
            left.assumingMemoryBound(to: E.self).pointee == right.assumingMemoryBound(to: E.self).pointee
        }
    }

    /// `RuntimeComparable`'s comparison of two values of `C` at two addresses.
    package static func runtimeComparable<C: RuntimeComparable>(_ type: C.Type) -> ValueComparator {
        ValueComparator { left, right in
            left.assumingMemoryBound(to: C.self).pointee.runtimeEquals(right.assumingMemoryBound(to: C.self).pointee)
        }
    }

    /// Whether two views held as existentials are equal: the same type (this comparator's),
    /// compared in place.
    package func equalViews(_ lhs: any View, _ rhs: any View) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        return openLeft(lhs, rhs)
    }

    private func openLeft<T: View>(_ lhs: T, _ rhs: any View) -> Bool {
        equals(rhs, lhs)
    }

    /// Whether a view held as an existential equals the value at `pointer`, which the caller
    /// knows to be of the view's type (this comparator's).
    package func equals(_ existing: any View, at pointer: UnsafeRawPointer) -> Bool {
        compareOpened(existing, at: pointer)
    }

    private func compareOpened<T: View>(_ existing: T, at pointer: UnsafeRawPointer) -> Bool {
        withUnsafePointer(to: existing) { equal(UnsafeRawPointer($0), pointer) }
    }

    /// Whether a view held as an existential equals `value`: the same type, compared in place.
    package func equals<V>(_ existing: any View, _ value: V) -> Bool {
        guard type(of: existing) == V.self else { return false }
        return withUnsafePointer(to: value) { equals(existing, at: UnsafeRawPointer($0)) }
    }
}

/// Both nil, or both values that the wrapped type's comparator finds equal. The wrapped type
/// comes from the optional's metadata (`optionalWrappedType(of:)`), not from a conformance
/// question (a scan the first time per optional type): optional closures and views are
/// compared in every update.
private func optionalComparator<Wrapped>(_: Wrapped.Type) -> ValueComparator {
    ValueComparator { left, right in
        switch (
            left.assumingMemoryBound(to: Wrapped?.self).pointee, right.assumingMemoryBound(to: Wrapped?.self).pointee
        ) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return sameTypeEqual(lhs, rhs)
        default: return false
        }
    }
}

/// `==` of two strings, specialized: a view's strings (titles, labels) are compared in every
/// update, and the generic `==` (a witness call, and copies of both) cost about 200
/// instructions where the specialized one first compares the strings' two words.
private let stringComparator = ValueComparator { left, right in
    left.assumingMemoryBound(to: String.self).pointee == right.assumingMemoryBound(to: String.self).pointee
}

/// `==` of two texts, specialized as strings are: a `Text` is the most common view compared,
/// and the generic `==`'s witness copied both texts (their strings and styles retained).
private let textComparator = ValueComparator { left, right in
    left.assumingMemoryBound(to: Text.self).pointee == right.assumingMemoryBound(to: Text.self).pointee
}

/// Whether two addresses hold the same bytes in `range` (`memcmp`: the generic byte-by-byte
/// comparison of two slices cost more than the rest of a row's comparison).
private func sameBytes(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, _ range: Range<Int>) -> Bool {
    range.isEmpty || memcmp(left + range.lowerBound, right + range.lowerBound, range.count) == 0
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

/// One field of a struct or tuple, compared in place.
private enum FieldComparison {
    case bytes(Range<Int>)
    case value(offset: Int, ValueComparator)

    /// The field's comparison as one closure: a word of plain data is compared as a word.
    var comparator: ValueComparator {
        switch self {
        case .bytes(let range) where range.count == 8:
            let offset = range.lowerBound
            return ValueComparator {
                $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == $1.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            }
        case .bytes(let range):
            return ValueComparator { sameBytes($0, $1, range) }
        case .value(let offset, let comparator):
            return ValueComparator { comparator.equal($0 + offset, $1 + offset) }
        }
    }

    /// The field's comparison, then `rest`'s while equal, in one closure: a closure per field
    /// and another to chain them cost a call more per field in every row compared. (The last
    /// field takes `comparator`: ending the chain on an always-equal closure cost 240K of a
    /// 4.6M rename at 10,000 rows.)
    func comparator(then rest: ValueComparator) -> ValueComparator {
        switch self {
        case .bytes(let range) where range.count == 8:
            let offset = range.lowerBound
            return ValueComparator {
                $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == $1.loadUnaligned(fromByteOffset: offset, as: UInt64.self) && rest.equal($0, $1)
            }
        case .bytes(let range):
            return ValueComparator { sameBytes($0, $1, range) && rest.equal($0, $1) }
        case .value(let offset, let comparator):
            return ValueComparator { comparator.equal($0 + offset, $1 + offset) && rest.equal($0, $1) }
        }
    }
}

private enum ComparisonPlans {
    /// Each type's comparison; nil for a type whose values are no view input (a property the
    /// graph owns).
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: ValueComparator?] = [:]
    private static let lock = NSLock()

    /// Descriptions learned without a conformance question (`note(_:describedAs:)`).
    nonisolated(unsafe) private static var descriptions: [ObjectIdentifier: any RuntimeDescribed.Type] = [:]

    /// The comparator of `type`, made on first use (values that are no input are all equal).
    static func comparator<T>(for type: T.Type) -> ValueComparator {
        (plan(for: type) ?? nil) ?? ValueComparator { _, _ in true }
    }

    static func note<T>(_ type: T.Type, describedAs described: any RuntimeDescribed.Type) {
        lock.withLock { descriptions[ObjectIdentifier(type)] = described }
    }

    /// The comparison of `type`, made on first use. The lock is not held while it is made: a
    /// struct's fields make theirs on the way.
    private static func plan<T>(for type: T.Type) -> ValueComparator?? {
        let key = ObjectIdentifier(type)
        if let cached = lock.withLock({ cache[key] }) { return cached }
        let plan = make(for: type)
        lock.withLock { cache[key] = plan }
        return plan
    }

    /// Decided once per type, in the order SwiftUI takes: the value's own comparison first.
    /// Each conformance question here is a scan of the binary's conformances the first time
    /// per type (see `RuntimeDescribed`), so the type's kind, which costs none, rules out
    /// what it can first.
    private static func make<T>(for type: T.Type) -> ValueComparator? {
        // String, Text and ObjectIdentifier by identity: common inputs, none conforms to a
        // protocol of the runtime's, and `Equatable` is a lookup of its own.
        if type == String.self { return stringComparator }
        if type == Text.self { return textComparator }
        if type == ObjectIdentifier.self { return .equatable(ObjectIdentifier.self) }
        let kind = metadataKind(of: type)
        switch kind {
        case .struct, .enum, .class:
            let noted = lock.withLock { descriptions[ObjectIdentifier(type)] }
            if let described = noted ?? runtimeDescription(of: type) { return described.inputComparator }
            if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
        default:
            break
        }
        return structural(type, kind: kind)
    }

    /// A comparison by the type's kind and fields alone: references by identity, optionals by
    /// their wrapped value, structs and tuples field by field, the rest by `Mirror`.
    static func structural<T>(_ type: T.Type, kind: _MetadataKind) -> ValueComparator {
        let size = MemoryLayout<T>.size
        switch kind {
        case .class:
            // As a field is: the same object, else different.
            return ValueComparator { sameBytes($0, $1, 0..<size) }
        case .function:
            // A closure on its own (an enum's payload, a value in `Any`) cannot be compared:
            // different. (A struct's closure field is compared by value, in
            // `fieldComparisons`.)
            return ValueComparator { _, _ in false }
        case .optional:
            if let wrapped = optionalWrappedType(of: type) { return _openExistential(wrapped, do: optionalComparator) }
            return mirrorComparator(type)
        case .existential:
            return existentialComparator(type)
        case .struct, .tuple:
            return fieldwise(type)
        default:
            return mirrorComparator(type)
        }
    }

    private static func fieldwise<T>(_ type: T.Type) -> ValueComparator {
        var fields: [(comparison: FieldComparison, cost: Int)] = []
        let enumerated = forEachField(of: type) { _, offset, fieldType, kind in
            fields += fieldComparisons(offset: offset, type: fieldType, kind: kind)
            return true
        }
        guard enumerated else { return mirrorComparator(type) }
        // Cheap fields first, so that a difference is found early: bytes (plain data,
        // references, closures), then values from the smallest. In `ModifiedContent` the
        // modifier is compared before the (nested, larger) content, which keeps a chain of
        // modifiers from comparing its inner chain once per level.
        let ordered = mergingAdjacentBytes(
            fields.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(
                \.element.comparison))
        // One closure per field, chained: each compares its field in place and calls the next
        // only while the fields are equal.
        guard let last = ordered.last?.comparator else { return ValueComparator { _, _ in true } }
        return ordered.dropLast().reversed().reduce(last) { rest, field in field.comparator(then: rest) }
    }

    /// A field's comparisons and their cost ranks (0 for bytes, else 1 + the field's size);
    /// none for a field that is not an input.
    private static func fieldComparisons(offset: Int, type: Any.Type, kind: _MetadataKind) -> [(
        comparison: FieldComparison, cost: Int
    )] {
        // Plain data, references and closures first, without a conformance question: none
        // is a graph-owned property (each of those holds a reference).
        if _openExistential(type, do: isPlainData) {
            var ranges: [Range<Int>] = []
            appendValueBytes(of: type, kind: kind, at: offset, to: &ranges)
            return ranges.map { (.bytes($0), 0) }
        }
        let size = _openExistential(type, do: sizeOf)
        if kind == .class || kind == .function { return [(.bytes(offset..<(offset + size)), 0)] }
        func fieldPlan<F>(_ type: F.Type) -> ValueComparator? { plan(for: type) ?? nil }
        guard let comparator = _openExistential(type, do: fieldPlan) else { return [] }
        return [(.value(offset: offset, comparator), 1 + size)]
    }

    /// The bytes of plain data at `offset` that hold its value, field by field through structs
    /// and tuples: the padding between two fields (after a `CGFloat?`'s ninth byte, in
    /// `FlexibleFrameLayout`) holds whatever the memory held before, so two equal values can
    /// differ there, and a view compared by all its bytes changed at random.
    private static func appendValueBytes(
        of type: Any.Type, kind: _MetadataKind, at offset: Int, to ranges: inout [Range<Int>]
    ) {
        if kind == .struct || kind == .tuple {
            var fields: [Range<Int>] = []
            let enumerated = forEachField(of: type) { _, fieldOffset, fieldType, fieldKind in
                appendValueBytes(of: fieldType, kind: fieldKind, at: offset + fieldOffset, to: &fields)
                return true
            }
            if enumerated {
                ranges += fields
                return
            }
        }
        let size = _openExistential(type, do: sizeOf)
        ranges.append(offset..<(offset + size))
    }

    /// Byte ranges that touch, joined: one `memcmp` for a run of plain fields.
    private static func mergingAdjacentBytes(_ fields: [FieldComparison]) -> [FieldComparison] {
        var merged: [FieldComparison] = []
        for field in fields {
            if case .bytes(let range) = field, case .bytes(let previous)? = merged.last,
                previous.upperBound == range.lowerBound
            {
                merged[merged.count - 1] = .bytes(previous.lowerBound..<range.upperBound)
            } else if case .bytes(let range) = field, range.isEmpty {
                continue
            } else {
                merged.append(field)
            }
        }
        return merged
    }
}

private func sizeOf<T>(_ type: T.Type) -> Int { MemoryLayout<T>.size }

/// Values seen only through `Mirror`: enums, optionals, collections that are not `Equatable`.
private func mirrorComparator<T>(_ type: T.Type) -> ValueComparator {
    ValueComparator { left, right in
        mirrorEqual(left.assumingMemoryBound(to: T.self).pointee, right.assumingMemoryBound(to: T.self).pointee)
    }
}

/// An existential field (`any View` in `AnyView`): compared by the values it wraps. In a
/// generic context the existential would stay boxed, so views are unwrapped explicitly.
private func existentialComparator<T>(_ type: T.Type) -> ValueComparator {
    ValueComparator { left, right in
        let lhs = left.assumingMemoryBound(to: T.self).pointee
        let rhs = right.assumingMemoryBound(to: T.self).pointee
        if let leftView = lhs as? any View, let rightView = rhs as? any View {
            return runtimeEqual(leftView, rightView)
        }
        return mirrorEqual(lhs, rhs)
    }
}
