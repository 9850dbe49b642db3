/// A binding to a mutable collection is a collection of bindings to its elements, so a list
/// can edit its rows in place:
/// ```swift
/// ForEach($items) { $item in
///     Toggle(item.title, isOn: $item.isDone)
/// }
/// ```
extension Binding: Sequence where Value: MutableCollection {
    /// A type representing the sequence's elements.
    public typealias Element = Binding<Value.Element>

    /// A type that provides the sequence's iteration interface and encapsulates its iteration
    /// state.
    public typealias Iterator = IndexingIterator<Binding<Value>>

    /// A collection representing a contiguous subrange of this collection's elements.
    public typealias SubSequence = Slice<Binding<Value>>
}

/// Each element of a binding to a mutable collection is a binding that reads and writes the
/// collection at its index:
/// ```swift
/// $names[0].wrappedValue = "Ada"
/// ```
extension Binding: Collection where Value: MutableCollection {
    /// A type that represents a position in the collection.
    public typealias Index = Value.Index

    /// A type that represents the indices that are valid for subscripting the collection, in
    /// ascending order.
    public typealias Indices = Value.Indices

    /// The position of the first element in a nonempty collection.
    ///
    /// ```swift
    /// let first = $names[$names.startIndex]
    /// ```
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }

    /// The collection's "past the end" position — that is, the position one greater than the
    /// last valid subscript argument.
    ///
    /// ```swift
    /// let count = $names.distance(from: $names.startIndex, to: $names.endIndex)
    /// ```
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }

    /// The indices that are valid for subscripting the collection, in ascending order.
    ///
    /// ```swift
    /// for index in $names.indices { print($names[index].wrappedValue) }
    /// ```
    public var indices: Value.Indices { wrappedValue.indices }

    /// Returns the position immediately after the given index.
    ///
    /// ```swift
    /// let second = $names[$names.index(after: $names.startIndex)]
    /// ```
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(after: i)
    }

    /// Replaces the given index with its successor.
    ///
    /// ```swift
    /// var index = $names.startIndex
    /// $names.formIndex(after: &index)
    /// ```
    public func formIndex(after i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// Accesses the element at the specified position: a binding that reads and writes the
    /// collection's element there.
    ///
    /// ```swift
    /// TextField("Name", text: $names[0])
    /// ```
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        Binding<Value.Element>(location: IndexLocation(base: location, index: position), transaction: transaction)
    }
}

/// A binding to a bidirectional mutable collection walks back as well:
/// ```swift
/// let last = $names[$names.index(before: $names.endIndex)]
/// ```
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// Returns the position immediately before the given index.
    ///
    /// ```swift
    /// let last = $names[$names.index(before: $names.endIndex)]
    /// ```
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(before: i)
    }

    /// Replaces the given index with its predecessor.
    ///
    /// ```swift
    /// var index = $names.endIndex
    /// $names.formIndex(before: &index)
    /// ```
    public func formIndex(before i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(before: &i)
    }
}

/// A binding to a random-access mutable collection is what `ForEach` takes to make editable
/// rows:
/// ```swift
/// ForEach($items) { $item in Text(item.title) }
/// ```
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
