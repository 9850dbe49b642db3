/// A container view that you can use to add hierarchy within certain views: a list's or a
/// form's group of rows, with an optional header and footer.
///
/// ```swift
/// Form {
///     Section {
///         Toggle("Notifications", isOn: $notifications)
///     } header: {
///         Text("General")
///     } footer: {
///         Text("You can change this later.")
///     }
/// }
/// ```
public struct Section<Parent, Content, Footer> {
    package let header: Parent
    package let content: Content
    package let footer: Footer
    package var title: String?
    package var isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// The type for the internal content of this view.
    public typealias Body = Never
    /// The content and behavior of the view.
    public var body: Never { bodyNeverCalled(Self.self) }
}

extension Section where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, footer, and the provided section content.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header, footer, and the provided section content.
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    @available(tvOS, deprecated: 100000.0)
    @available(watchOS, deprecated: 100000.0)
    @available(visionOS, deprecated: 100000.0)
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with a footer and the provided section content.
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    @available(tvOS, deprecated: 100000.0)
    @available(watchOS, deprecated: 100000.0)
    @available(visionOS, deprecated: 100000.0)
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header and the provided section content.
    @available(iOS, deprecated: 100000.0)
    @available(macOS, deprecated: 100000.0)
    @available(tvOS, deprecated: 100000.0)
    @available(watchOS, deprecated: 100000.0)
    @available(visionOS, deprecated: 100000.0)
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }

    /// Creates a section with a header, the provided section content, and a binding
    /// representing the section's expansion state.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, whose header is a localized title.
    ///
    /// ```swift
    /// Section("Account") { Text(user.email) }
    /// ```
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.title = titleKey.key
    }

    /// Creates a section with the provided section content, whose header is a string.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.title = String(title)
    }

    /// Creates a section with the provided section content and a binding representing the
    /// section's expansion state, whose header is a localized title.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey, content: content)
        self.isExpanded = isExpanded
    }

    /// Creates a section with the provided section content and a binding representing the
    /// section's expansion state, whose header is a string.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(title, content: content)
        self.isExpanded = isExpanded
    }
}

extension Section: PrimitiveView, RuntimeDescribed where Parent: View, Content: View, Footer: View {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        node.readingAsSubscriber { updateSubscribed(node: node) }
    }

    @MainActor
    private func updateSubscribed(node: ViewNode) {
        var attributes: [String] = []
        if let title { attributes.append(HeadlessValueFormat.string(title)) }
        if let isExpanded { attributes.append("isExpanded: \(isExpanded.wrappedValue)") }
        node.output.display = .element("Section", attributes: attributes)
        node.layoutBehavior = ListLayout(fills: false, sectionTitle: title)
        node.graph.hasGeometryDependentViews = true
        var slots: [ChildSlot] = []
        // A titled section shows its title on its own line; a header view is shown under
        // `header:`.
        if title == nil, !(header is EmptyView) {
            slots.append(ChildSlot(key: .accessory(.header), view: header, environment: node.environment))
        }
        // A collapsed section shows its header alone (Apple's `Section.init(isExpanded:...)`:
        // "a binding representing the section's expansion state").
        if isExpanded?.wrappedValue ?? true {
            slots.append(ChildSlot(key: .content, view: content, environment: node.environment))
        }
        if !(footer is EmptyView) {
            slots.append(ChildSlot(key: .accessory(.footer), view: footer, environment: node.environment))
        }
        node.reconcile(slots)
    }
}

@available(*, unavailable)
extension Section: Sendable {}
