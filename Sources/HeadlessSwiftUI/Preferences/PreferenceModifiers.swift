extension View {
    /// Sets a value for the given preference.
    ///
    /// The value travels up to the views above that read it, combined with its siblings'
    /// values by the key's `reduce(value:nextValue:)`.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter<K>(contribution: .value(value)))
    }

    /// Applies a transformation to a preference value.
    ///
    /// ```swift
    /// Section { rows }.transformPreference(RowCountKey.self) { $0 += 1 }
    /// ```
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(
            PreferenceWriter<K>(
                contribution: .transform { value in
                    guard var typed = value as? K.Value else { return }
                    callback(&typed)
                    value = typed
                }))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// The action runs after the update in which the views below produced a new value.
    ///
    /// ```swift
    /// ScrollView { content }
    ///     .coordinateSpace(.named("scroll"))
    ///     .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
    /// ```
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeReader<K>(action: action))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    ///
    /// ```swift
    /// content.overlayPreferenceValue(BadgeKey.self) { count in Text("\(count)") }
    /// ```
    @_disfavoredOverload
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueAccessory<K, V>(placement: .overlay, alignment: .center, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    ///
    /// ```swift
    /// content.overlayPreferenceValue(BadgeKey.self, alignment: .topTrailing) { Text("\($0)") }
    /// ```
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueAccessory<K, V>(placement: .overlay, alignment: alignment, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    ///
    /// ```swift
    /// content.backgroundPreferenceValue(HighlightKey.self) { _ in Color.yellow }
    /// ```
    @_disfavoredOverload
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueAccessory<K, V>(placement: .background, alignment: .center, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    ///
    /// ```swift
    /// content.backgroundPreferenceValue(HighlightKey.self, alignment: .leading) { _ in Color.yellow }
    /// ```
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueAccessory<K, V>(placement: .background, alignment: alignment, transform: transform))
    }
}

/// `preference(key:value:)` and `transformPreference(_:_:)`: records what the node contributes.
struct PreferenceWriter<K: PreferenceKey> {
    let contribution: PreferenceContribution
}

extension PreferenceWriter: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.attachment { PreferenceOutputs() }.contributions[ObjectIdentifier(K.self)] = contribution
        node.output.display = .modifier([])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// What a preference reader last saw, and its registration with the graph.
@MainActor
final class PreferenceReaderState<Value>: NodeAttachment {
    var lastValue: Value?
    var hasDelivered = false

    func nodeWillTearDown(_ node: ViewNode) {
        node.graph.preferenceReaders.unregister(node)
    }
}

/// `onPreferenceChange`: after an update pass, the content's value is compared with the last
/// one delivered, and the action runs with a new one. The first value the content produces is
/// delivered too (assumption: SwiftUI calls the action when the reader first appears, which
/// apps that measure a view through a preference rely on).
struct PreferenceChangeReader<K: PreferenceKey> where K.Value: Equatable {
    let action: (K.Value) -> Void
}

extension PreferenceChangeReader: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        _ = node.attachment { PreferenceReaderState<K.Value>() }
        let action = self.action
        node.graph.preferenceReaders.register(node) { node in
            let state = node.attachment { PreferenceReaderState<K.Value>() }
            let value = node.preferenceValue(K.self) ?? K.defaultValue
            guard !state.hasDelivered || state.lastValue != value else { return }
            state.hasDelivered = true
            state.lastValue = value
            node.graph.enqueue { action(value) }
        }
        node.output.display = .modifier([])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the secondary view is built from
/// the content's value, and built again when an update changes it. The secondary view is laid
/// out as `overlay(alignment:content:)` lays out its content.
struct PreferenceValueAccessory<K: PreferenceKey, V: View> {
    let placement: AccessoryKey
    let alignment: Alignment
    let transform: (K.Value) -> V
}

/// The value a preference-value accessory was last built from.
@MainActor
final class PreferenceAccessoryState: NodeAttachment {
    var builtFrom: Any?

    func nodeWillTearDown(_ node: ViewNode) {
        node.graph.preferenceReaders.unregister(node)
    }
}

extension PreferenceValueAccessory: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let key = ChildKey.accessory(placement)
        let state = node.attachment { PreferenceAccessoryState() }
        let value = node.child(.content)?.preferenceValue(K.self) ?? K.defaultValue
        state.builtFrom = value
        node.graph.preferenceReaders.register(node) { node in
            let current = node.child(.content)?.preferenceValue(K.self) ?? K.defaultValue
            let state = node.attachment { PreferenceAccessoryState() }
            if let built = state.builtFrom, runtimeEqual(built, current) { return }
            node.invalidate()
        }
        node.accessoryLabels[key] =
            "\(placement == .overlay ? "overlay" : "background")PreferenceValue(\(typeName(K.self)))"
        node.output.display = .modifier([])
        node.layoutBehavior = AccessoryLayout(key: key, alignment: alignment)
        node.reconcile([
            ChildSlot(key: .content, view: content, environment: node.environment),
            ChildSlot(key: key, view: transform(value), environment: node.environment),
        ])
    }
}

extension View {
    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates.
    ///
    /// ```swift
    /// Text(tab.title)
    ///     .anchorPreference(key: SelectedTabKey.self, value: .bounds) { isSelected ? $0 : nil }
    /// ```
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            AnchorPreferenceWriter<A, K>(source: value) { anchor in
                .value(transform(anchor))
            })
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space.
    ///
    /// ```swift
    /// Circle().transformAnchorPreference(key: PinsKey.self, value: .center) { $0.append($1) }
    /// ```
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            AnchorPreferenceWriter<A, K>(source: value) { anchor in
                .transform { value in
                    guard var typed = value as? K.Value else { return }
                    transform(&typed, anchor)
                    value = typed
                }
            })
    }
}

/// `anchorPreference` and `transformAnchorPreference`: the anchor names this node's frame,
/// resolved when a `GeometryProxy` reads it.
struct AnchorPreferenceWriter<A, K: PreferenceKey> {
    let source: Anchor<A>.Source
    let contribution: (Anchor<A>) -> PreferenceContribution
}

extension AnchorPreferenceWriter: ViewModifier, PrimitiveModifier, RuntimeDescribed, EnvironmentForwardingModifier {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let target = node.attachment { AnchorTarget(node: node) }
        node.attachment { PreferenceOutputs() }.contributions[ObjectIdentifier(K.self)] = contribution(
            Anchor(target: target, source: source))
        node.output.display = .modifier([])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}
