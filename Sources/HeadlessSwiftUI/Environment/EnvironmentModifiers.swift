import Observation

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// ```swift
    /// ContentView().environment(\.dynamicTypeSize, .accessibility2)
    /// ```
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(
            EnvironmentWriter(attribute: nil, token: EnvironmentWriteToken(keyPath: keyPath, value: value)) {
                $0[keyPath: keyPath] = value
            })
    }

    /// Places an observable object in the view's environment.
    ///
    /// ```swift
    /// ContentView().environment(model)   // read with @Environment(Model.self)
    /// ```
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        let key = ObjectIdentifier(T.self)
        return modifier(
            EnvironmentWriter(
                attribute: nil,
                token: EnvironmentWriteToken(
                    keyPath: \EnvironmentValues.[optionalObject: key], value: object.map(ObjectIdentifier.init) as Any)
            ) {
                $0[object: key] = object
            })
    }

    /// Sets the Dynamic Type size within the view to the given value.
    ///
    /// ```swift
    /// Text("Large").dynamicTypeSize(.accessibility1)
    /// ```
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(
            EnvironmentWriter(attribute: "dynamicTypeSize(\(size.headlessDescription))", token: size) {
                $0.dynamicTypeSize = size
            })
    }

    /// Limits the Dynamic Type size within the view to the given range.
    ///
    /// ```swift
    /// Text("Capped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    /// ```
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(
            EnvironmentWriter(
                attribute:
                    "dynamicTypeSize(\(sizes.first?.headlessDescription ?? "")...\(sizes.last?.headlessDescription ?? ""))",
                token: sizes
            ) { values in
                guard let lowest = sizes.first, let highest = sizes.last else { return }
                values.dynamicTypeSize = min(max(values.dynamicTypeSize, lowest), highest)
            })
    }
}

/// What an `environment(_:_:)` writes, compared to skip an unchanged write.
private struct EnvironmentWriteToken: RuntimeComparable {
    let keyPath: AnyKeyPath
    let value: Any

    func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? EnvironmentWriteToken else { return false }
        return keyPath == other.keyPath && runtimeEqual(value, other.value)
    }
}

extension View {
    /// Transforms the environment value of the specified key path with the given function.
    ///
    /// ```swift
    /// content.transformEnvironment(\.font) { font in font = font ?? .body }
    /// ```
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(
            EnvironmentWriter(attribute: nil, token: TransformEnvironmentToken()) { values in
                transform(&values[keyPath: keyPath])
            })
    }

    /// Adds a reason to apply a redaction to this view hierarchy.
    ///
    /// Apple: "Adding a redaction is an additive process: any redaction provided will be added to
    /// the reasons provided by the parent."
    ///
    /// ```swift
    /// ProfileCard(user: .sample).redacted(reason: .placeholder)
    /// ```
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        modifier(
            EnvironmentWriter(attribute: "redacted(reason: \(reason.headlessDescription))", token: reason.rawValue) {
                $0.redactionReasons.formUnion(reason)
            })
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    ///
    /// ```swift
    /// Text(user.name).unredacted()
    /// ```
    nonisolated public func unredacted() -> some View {
        modifier(
            EnvironmentWriter(attribute: "unredacted()", token: 0) {
                $0.redactionReasons = []
            })
    }

    /// Sets the preferred color scheme for this presentation.
    ///
    /// The preference travels up as `PreferredColorSchemeKey`, the nearest (first) non-nil
    /// value winning; the stand-in records it on the view (the host does not repaint the
    /// presentation with it).
    ///
    /// ```swift
    /// SettingsView().preferredColorScheme(.dark)
    /// ```
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferenceWriter<PreferredColorSchemeKey>(contribution: .value(colorScheme as Any)))
            .modifier(AttributeModifier("preferredColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))"))
    }
}

/// A transform whose effect cannot be compared: the environment is derived again each update.
private struct TransformEnvironmentToken: RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool { false }
}

/// A key for specifying the preferred color scheme.
///
/// ```swift
/// content.onPreferenceChange(PreferredColorSchemeKey.self) { scheme = $0 }
/// ```
public struct PreferredColorSchemeKey: PreferenceKey {
    /// The type of value produced by this preference.
    public typealias Value = ColorScheme?

    /// Combines a sequence of values: the first non-nil one wins.
    public static func reduce(
        value: inout PreferredColorSchemeKey.Value, nextValue: () -> PreferredColorSchemeKey.Value
    ) {
        if value == nil { value = nextValue() }
    }
}

@available(*, unavailable)
extension PreferredColorSchemeKey: Sendable {}

extension RedactionReasons {
    var headlessDescription: String {
        var names: [String] = []
        if contains(.placeholder) { names.append(".placeholder") }
        if contains(.privacy) { names.append(".privacy") }
        if contains(.invalidated) { names.append(".invalidated") }
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
}
