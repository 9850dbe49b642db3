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
