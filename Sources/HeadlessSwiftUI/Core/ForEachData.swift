/// How the runtime reads a `ForEach`'s data. Its code is never specialized (the runtime calls
/// `ForEach` through `PrimitiveView`), so a generic index step costs a call through the
/// collection's witness table and a lookup of its index type's metadata: about 1,600
/// instructions an element for a range, more than the rest of a row's id. An array's
/// elements are read from its buffer, and a range of integers (`ForEach(0..<count)`,
/// `ForEach(1...20, id: \.self)`, the other common data) as integers.
extension ForEach {
    /// The data's elements in a buffer, for `body`.
    func withElements<Result>(_ body: (UnsafeBufferPointer<Data.Element>) -> Result) -> Result {
        if let result = data.withContiguousStorageIfAvailable(body) { return result }
        if let range = integerRange {
            // `Data.Element` is `Int`: the types were compared.
            return Array(range).withUnsafeBufferPointer { integers in
                body(UnsafeRawBufferPointer(integers).bindMemory(to: Data.Element.self))
            }
        }
        return Array(data).withUnsafeBufferPointer(body)
    }

    /// A function that gives the element at an offset from the start.
    func elementAtOffset() -> (Int) -> Data.Element {
        if let range = integerRange {
            let start = range.lowerBound
            return { offset in unsafeBitCast(start + offset, to: Data.Element.self) }
        }
        let data = data
        return { offset in data[data.index(data.startIndex, offsetBy: offset)] }
    }

    /// The data as a half-open range of integers, when it is `Range<Int>` or `ClosedRange<Int>`
    /// (a type comparison: no conformance lookup).
    private var integerRange: Range<Int>? {
        if Data.self == Range<Int>.self { return unsafeBitCast(data, to: Range<Int>.self) }
        if Data.self == ClosedRange<Int>.self { return Range(unsafeBitCast(data, to: ClosedRange<Int>.self)) }
        return nil
    }
}
