@_spi(Reflection) import Swift

// What the runtime reads of a type from its metadata, without a value and without `Mirror`
// (whose reflection asks conformance questions of its own: `CustomReflectable`, each a scan
// of every conformance record the first time per type on Linux).

/// Calls `body` with each stored field of `type` (its name, offset, type and kind); false
/// when the fields cannot be walked (a class, an existential).
///
/// The options are spelled as a raw value: the `[]` literal went through `SetAlgebra`'s
/// generic `init(arrayLiteral:)`, whose array type the runtime built from a mangled name and
/// checked (`Array: Collection`, a conformance scan) the first time.
@discardableResult
package func forEachField(
    of type: Any.Type, _ body: (UnsafePointer<CChar>, Int, Any.Type, _MetadataKind) -> Bool
) -> Bool {
    _forEachField(of: type, options: _EachFieldOptions(rawValue: 0), body: body)
}

/// A value of `T` as the one field of a struct, whose field walk tells `T`'s kind.
private struct KindProbe<T> {
    var value: T
}

/// The kind of `type`'s metadata (struct, enum, optional, tuple, class, existential,
/// function), read from its field record without a value and without `Mirror`, whose
/// reflection asks conformance questions of its own (`CustomReflectable`).
package func metadataKind<T>(of type: T.Type) -> _MetadataKind {
    var kind = _MetadataKind.unknown
    forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
        kind = fieldKind
        return false
    }
    return kind
}

/// Whether values of `T` are plain data: copied and compared as bytes, holding no reference.
func isPlainData<T>(_ type: T.Type) -> Bool { _isPOD(type) }

// Struct and enum metadata, as Swift's ABI lays them out (docs/ABI/TypeMetadata.rst): a kind
// word (0x200 a struct, 0x201 an enum, 0x202 an optional), the nominal type descriptor, then
// the generic arguments. A context descriptor starts with its flags (the low five bits its
// kind, 0 for a module) and a relative pointer to its parent; a module's name follows them.
private enum MetadataLayout {
    static let structKind = 0x200
    static let enumKind = 0x201
    static let optionalKind = 0x202
    static let moduleContextKind: UInt32 = 0
    /// A context descriptor's flag for a generic context.
    static let isGenericFlag: UInt32 = 0x80
    /// Where a struct's or an enum's descriptor keeps its number of generic key arguments.
    static let keyArgumentCountOffset = 7 * 4 + 2 * 4 + 2 * 2
}

/// A struct's or an enum's (or an optional's) metadata and its nominal type descriptor; nil
/// for any other kind (classes lay their descriptor out elsewhere).
private func valueTypeMetadata(of type: Any.Type) -> (metadata: UnsafeRawPointer, descriptor: UnsafeRawPointer)? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = metadata.load(as: Int.self)
    guard kind == MetadataLayout.structKind || kind == MetadataLayout.enumKind || kind == MetadataLayout.optionalKind
    else { return nil }
    return (metadata, metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self))
}

/// The name of the module that declares `type`, for a struct or an enum (an optional is
/// `Swift`'s); nil for any other kind (classes lay their descriptor out elsewhere).
package func declaringModuleName(of type: Any.Type) -> String? {
    guard var context = valueTypeMetadata(of: type)?.descriptor else { return nil }
    // A type nests in a few contexts (types, extensions, a file's private scope) below its
    // module; the bound only guards against a malformed chain.
    for _ in 0..<64 {
        if context.load(as: UInt32.self) & 0x1F == MetadataLayout.moduleContextKind {
            let name = context + 8
            return String(cString: (name + Int(name.load(as: Int32.self))).assumingMemoryBound(to: CChar.self))
        }
        // The parent: a relative pointer, indirect (to a pointer to it) when its low bit is set.
        let parentField = context + 4
        let offset = Int(parentField.load(as: Int32.self))
        guard offset != 0 else { return nil }
        context =
            offset & 1 == 0
            ? parentField + offset : (parentField + (offset & ~1)).load(as: UnsafeRawPointer.self)
    }
    return nil
}

/// The generic arguments of a struct or an enum type (its type parameters' metadata, then the
/// witness tables of their requirements), read from its metadata; empty for a non-generic type
/// or another kind. The count is the descriptor's generic header's `NumKeyArguments`, after the
/// struct or enum descriptor's seven 32-bit fields and the generic header's two relative
/// pointers (Swift's ABI, include/swift/ABI/Metadata.h).
package func genericArgumentWords(of type: Any.Type) -> [UnsafeRawPointer] {
    guard let (metadata, descriptor) = valueTypeMetadata(of: type),
        descriptor.load(as: UInt32.self) & MetadataLayout.isGenericFlag != 0
    else { return [] }
    let keyArguments = Int(descriptor.load(fromByteOffset: MetadataLayout.keyArgumentCountOffset, as: UInt16.self))
    return (0..<keyArguments).map {
        metadata.load(fromByteOffset: (2 + $0) * MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    }
}

/// Whether `type` is generic over `argument`: one of its generic arguments is that type.
package func isGeneric(_ type: Any.Type, over argument: Any.Type) -> Bool {
    genericArgumentWords(of: type).contains(unsafeBitCast(argument, to: UnsafeRawPointer.self))
}

/// The wrapped type of an `Optional` type, read from its metadata's first generic argument;
/// nil for any other type.
package func optionalWrappedType(of type: Any.Type) -> Any.Type? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == MetadataLayout.optionalKind else { return nil }
    return unsafeBitCast(
        metadata.load(fromByteOffset: 2 * MemoryLayout<Int>.size, as: UnsafeRawPointer.self), to: Any.Type.self)
}
