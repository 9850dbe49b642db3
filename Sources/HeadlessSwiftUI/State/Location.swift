/// Where a `Binding` reads and writes: state storage, a path into another location, an object
/// property, a constant, or a pair of closures.
@usableFromInline package class Location<Value> {
    package func get() -> Value { fatalError("abstract") }
    package func set(_ value: Value, transaction: Transaction) {}
    /// Whether two locations read and write the same value (the binding equality SwiftUI uses
    /// to skip a child whose inputs did not change).
    package func isSame(as other: Location<Value>) -> Bool { self === other }
    /// The object that identifies this location for comparisons.
    package var identity: AnyObject { self }
}

package final class ConstantLocation<Value>: Location<Value> {
    let value: Value
    package init(value: Value) { self.value = value }
    override package func get() -> Value { value }
    override package func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return runtimeEqual(value, other.value)
    }
}

package final class ClosureLocation<Value>: Location<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    /// A derived binding (`Binding(optionalBase)`) is the same as another derived from the
    /// same base; a hand-made `Binding(get:set:)` is only the same as itself.
    let base: AnyObject?

    package init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void, identity: AnyObject? = nil) {
        getter = get
        setter = set
        base = identity
    }

    override package func get() -> Value { getter() }
    override package func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
    override package func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ClosureLocation<Value> else { return false }
        if let base, let otherBase = other.base { return base === otherBase }
        return self === other
    }
}

package final class KeyPathLocation<Base, Value>: Location<Value> {
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>

    package init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override package func get() -> Value { base.get()[keyPath: keyPath] }
    override package func set(_ value: Value, transaction: Transaction) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole, transaction: transaction)
    }
    override package func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Base, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

package final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    package init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override package func get() -> Value { object[keyPath: keyPath] }
    override package func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }
    override package func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}

/// One element of a mutable collection, by index: what `$items[index]` and the rows of
/// `ForEach($items)` read and write.
///
/// A row can outlive its element (a deletion re-evaluates the parent after the row's binding
/// was handed out); reading an index the collection no longer has returns the element last
/// read there, and writing one is dropped, instead of trapping.
package final class IndexLocation<Base: MutableCollection>: Location<Base.Element> {
    let base: Location<Base>
    let index: Base.Index
    private var last: Base.Element?

    package init(base: Location<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }

    private func isValid(in whole: Base) -> Bool {
        whole.startIndex <= index && index < whole.endIndex
    }

    override package func get() -> Base.Element {
        let whole = base.get()
        guard isValid(in: whole) else {
            guard let last else { fatalError("Index out of range: \(index) in \(Base.self)") }
            return last
        }
        let element = whole[index]
        last = element
        return element
    }

    override package func set(_ value: Base.Element, transaction: Transaction) {
        var whole = base.get()
        guard isValid(in: whole) else { return }
        whole[index] = value
        last = value
        base.set(whole, transaction: transaction)
    }

    override package func isSame(as other: Location<Base.Element>) -> Bool {
        guard let other = other as? IndexLocation<Base> else { return false }
        return index == other.index && base.isSame(as: other.base)
    }
}
