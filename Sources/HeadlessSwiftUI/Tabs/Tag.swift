extension View {
    /// Sets the unique tag value of this view.
    ///
    /// A tab view selects the tab whose tag equals its selection; a tag of type `V` also
    /// matches a selection of type `V?` when `includeOptional` is true.
    /// ```swift
    /// SettingsView()
    ///     .tabItem { Label("Settings", systemImage: "gear") }
    ///     .tag(Section.settings)
    /// ```
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        // `AnyHashable` of an optional equals that of its wrapped value, so a tag matches an
        // optional selection as `includeOptional` asks (the one case not modelled: a tag with
        // `includeOptional: false` still matches an optional selection).
        modifier(TabTraitModifier(trait: .tag(AnyHashable(tag))))
    }
}

/// The tag a node's view declares, kept on the node.
@MainActor
final class TagValue {
    var value: AnyHashable?
}

/// The `tag(_:)` value of a view, seen through the modifiers outside it (`.tag(1).padding()`
/// is not seen through; `.tabItem { }.tag(1)` and `.tag(1).badge(2)` are): for controls that
/// select among tagged views (Picker).
package func tagValue(of view: any View) -> AnyHashable? {
    var current = view
    while let peeled = current as? any TabTraitPeeling {
        if case .tag(let value) = peeled.tabTrait { return value }
        guard peeled.tabTrait != nil else { return nil }
        current = peeled.tabTraitContent
    }
    return nil
}

/// The `tag(_:)` value recorded on a node by its tag modifier (or the tab it makes), if any.
@MainActor
package func tagValue(of node: ViewNode) -> AnyHashable? {
    node.existingAttachment(TagValue.self)?.value
}
