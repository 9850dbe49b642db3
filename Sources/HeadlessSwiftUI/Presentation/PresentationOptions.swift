extension View {
    /// Sets the available detents for the enclosing sheet.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsSettings) {
    ///     SettingsView().presentationDetents([.medium, .large])
    /// }
    /// ```
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationOption(attribute: "presentationDetents(\(describeDetents(detents)))", option: .detents(detents, selection: nil)))
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent.
    ///
    /// ```swift
    /// .presentationDetents([.medium, .large], selection: $detent)
    /// ```
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationOption(attribute: "presentationDetents(\(describeDetents(detents)), selection: \(selection.wrappedValue.headlessDescription))", option: .detents(detents, selection: selection)))
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    ///
    /// ```swift
    /// SheetContent().presentationDragIndicator(.visible)
    /// ```
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationOption(attribute: "presentationDragIndicator(\(visibility.headlessDescription))", option: .dragIndicator(visibility)))
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors.
    ///
    /// ```swift
    /// EditorView().interactiveDismissDisabled(hasUnsavedChanges)
    /// ```
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(PresentationOption(attribute: isDisabled ? "interactiveDismissDisabled" : nil, option: .interactiveDismissDisabled(isDisabled)))
    }
}

/// Records an option on the presentation that contains the view.
struct PresentationOption {
    enum Option {
        case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
        case dragIndicator(Visibility)
        case interactiveDismissDisabled(Bool)
    }

    let attribute: String?
    let option: Option
}

extension PresentationOption: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        if let entry = node.environment.presentationEntry {
            apply(to: entry)
        }
        node.display = .modifier(attribute.map { [$0] } ?? [])
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
}

extension PresentationOption {
    @MainActor
    func apply(to entry: PresentedEntry) {
        switch option {
        case let .detents(detents, selection):
            entry.detents = detents
            entry.detentSelection = selection
            if let selection {
                entry.selectedDetent = selection.wrappedValue
            } else if entry.selectedDetent.map({ !detents.contains($0) }) ?? true {
                // A sheet opens at its smallest detent.
                entry.selectedDetent = sortedDetents(detents).first
            }
        case let .dragIndicator(visibility):
            entry.dragIndicator = visibility
        case let .interactiveDismissDisabled(isDisabled):
            entry.interactiveDismissDisabled = isDisabled
        }
    }
}

/// Detents in a stable order for the text tree: by size, as a user sees them.
package func describeDetents(_ detents: Set<PresentationDetent>) -> String {
    "[" + sortedDetents(detents).map(\.headlessDescription).joined(separator: ", ") + "]"
}

package func sortedDetents(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
    detents.sorted { detentOrder($0) < detentOrder($1) }
}

private func detentOrder(_ detent: PresentationDetent) -> (Double, String) {
    switch detent.kind {
    case .fraction(let value): (Double(value), "")
    case .medium: (0.5, "")
    case .large: (1.0, "")
    case .height(let value): (2 + Double(value) / 10_000, "")
    case .custom(let name): (3, name)
    }
}
