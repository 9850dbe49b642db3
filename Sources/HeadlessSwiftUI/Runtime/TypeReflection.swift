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
