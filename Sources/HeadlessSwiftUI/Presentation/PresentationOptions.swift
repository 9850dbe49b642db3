extension View {
    /// Sets the available detents for the enclosing sheet.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsSettings) {
    ///     SettingsView().presentationDetents([.medium, .large])
    /// }
    /// ```
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(
            PresentationOption(
                attribute: "presentationDetents(\(describeDetents(detents)))", option: .detents(detents, selection: nil)
            ))
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent.
    ///
    /// ```swift
    /// .presentationDetents([.medium, .large], selection: $detent)
    /// ```
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        modifier(
            PresentationOption(
                attribute:
                    "presentationDetents(\(describeDetents(detents)), selection: \(selection.wrappedValue.headlessDescription))",
                option: .detents(detents, selection: selection)))
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    ///
    /// ```swift
    /// SheetContent().presentationDragIndicator(.visible)
    /// ```
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(
            PresentationOption(
                attribute: "presentationDragIndicator(\(visibility.headlessDescription))",
                option: .dragIndicator(visibility)))
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors.
    ///
    /// ```swift
    /// EditorView().interactiveDismissDisabled(hasUnsavedChanges)
    /// ```
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(
            PresentationOption(
                attribute: isDisabled ? "interactiveDismissDisabled" : nil,
                option: .interactiveDismissDisabled(isDisabled)))
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size
    /// classes.
    ///
    /// ```swift
    /// TipView().presentationCompactAdaptation(.popover)   // stays a popover on iPhone
    /// ```
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal: adaptation, vertical: adaptation)
    }

    /// Specifies how to adapt a presentation to compact size classes, separately for each
    /// dimension. In a size class compact both ways, the vertical value applies.
    ///
    /// ```swift
    /// .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
    /// ```
    nonisolated public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        let attribute =
            horizontal == vertical
            ? "presentationCompactAdaptation(\(horizontal.kind))"
            : "presentationCompactAdaptation(horizontal: \(horizontal.kind), vertical: \(vertical.kind))"
        return modifier(
            PresentationOption(
                attribute: attribute, option: .compactAdaptation(horizontal: horizontal, vertical: vertical)))
    }
}

/// Strategies for adapting a presentation to a different size class.
///
/// ```swift
/// .presentationCompactAdaptation(.sheet)
/// ```
public struct PresentationAdaptation: Sendable {
    package enum Kind: String, Sendable {
        case automatic, none, popover, sheet, fullScreenCover
    }

    package let kind: Kind

    /// Use the default presentation adaptation.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: .automatic) }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: .none) }
    /// Prefer a popover presentation.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: .popover) }
    /// Prefer a sheet presentation.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: .sheet) }
    /// Prefer a full-screen-cover presentation.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: .fullScreenCover) }
}

extension PresentationAdaptation {
    static func == (lhs: PresentationAdaptation, rhs: PresentationAdaptation) -> Bool { lhs.kind == rhs.kind }
}

/// Records an option on the presentation that contains the view.
struct PresentationOption {
    enum Option {
        case detents(Set<PresentationDetent>, selection: Binding<PresentationDetent>?)
        case dragIndicator(Visibility)
        case interactiveDismissDisabled(Bool)
        case compactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation)
        case background(String)
        case cornerRadius(CGFloat?)
        case backgroundInteraction(PresentationBackgroundInteraction)
        case contentInteraction(PresentationContentInteraction)
    }

    let attribute: String?
    let option: Option
}

extension PresentationOption: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.attachment { PresentationOptionWriter() }.write(option, to: node.environment.presentationEntry, from: node)
        node.output.display = .modifier(attribute.map { [$0] } ?? [])
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

extension PresentationOption.Option {
    /// Which of the presentation's settings the option sets.
    enum Setting: Hashable {
        case detents, dragIndicator, interactiveDismissDisabled, compactAdaptation, background, cornerRadius
        case backgroundInteraction, contentInteraction
    }

    var setting: Setting {
        switch self {
        case .detents: .detents
        case .dragIndicator: .dragIndicator
        case .interactiveDismissDisabled: .interactiveDismissDisabled
        case .compactAdaptation: .compactAdaptation
        case .background: .background
        case .cornerRadius: .cornerRadius
        case .backgroundInteraction: .backgroundInteraction
        case .contentInteraction: .contentInteraction
        }
    }

    @MainActor
    func apply(to entry: PresentedEntry) {
        switch self {
        case .detents(let detents, let selection):
            entry.detents = detents
            entry.declaresDetents = true
            entry.detentSelection = selection
            if let selection {
                entry.selectedDetent = selection.wrappedValue
            } else if entry.selectedDetent.map({ !detents.contains($0) }) ?? true {
                // "The default value is nil, which means the sheet displays at the smallest detent
                // you specify in detents" (UIKit, `selectedDetentIdentifier`).
                entry.selectedDetent = sortedDetents(detents, containerHeight: entry.containerHeight).first
            }
        case .dragIndicator(let visibility):
            entry.dragIndicator = visibility
        case .interactiveDismissDisabled(let isDisabled):
            entry.interactiveDismissDisabled = isDisabled
        case .compactAdaptation(let horizontal, let vertical):
            entry.compactAdaptation = (horizontal.kind, vertical.kind)
        case .background(let description):
            entry.background = description
        case .cornerRadius(let radius):
            entry.cornerRadius = radius
        case .backgroundInteraction(let interaction):
            entry.backgroundInteraction = interaction.headlessDescription
        case .contentInteraction(let interaction):
            entry.contentInteraction = interaction.headlessDescription
        }
    }
}

/// A presentation option modifier's hold on the presentation it is in. Apple documents each as
/// setting the option of "the enclosing sheet" (`presentationDetents(_:)`), of "the containing
/// view hierarchy when presented in a sheet or popover" (`interactiveDismissDisabled(_:)`): so
/// any view of the presented content sets it, one beside the content (a `background`) too,
/// and only while that view is there. When it goes, the option is what the modifiers still in
/// the content set, or the default ("By default, sheets support the large detent",
/// `presentationDetents(_:)`).
@MainActor
final class PresentationOptionWriter: NodeAttachment {
    private weak var entry: PresentedEntry?

    func write(_ option: PresentationOption.Option, to newEntry: PresentedEntry?, from node: ViewNode) {
        if entry !== newEntry {
            entry?.removeOption(writtenBy: ObjectIdentifier(self))
            entry = newEntry
        }
        newEntry?.setOption(option, writtenBy: ObjectIdentifier(self), depth: node.depth)
    }

    func nodeWillTearDown(_ node: ViewNode) {
        entry?.removeOption(writtenBy: ObjectIdentifier(self))
        entry = nil
    }
}

/// Detents in a stable order for the text tree: by resolved height, as a user sees them.
package func describeDetents(
    _ detents: Set<PresentationDetent>, containerHeight: Double = PresentationEventOrder.defaultSheetContainerHeight
) -> String {
    "[" + sortedDetents(detents, containerHeight: containerHeight).map(\.headlessDescription).joined(separator: ", ")
        + "]"
}

/// Detents from the smallest to the largest height in a container `containerHeight` tall
/// (UIKit orders a sheet's detents "from smallest to largest height", `detents`): a fraction
/// of the container; `.medium` about half of it ("approximately half the height of the
/// screen"); `.large` all of it; `.height` its points. Custom detents, whose height the
/// stand-in cannot resolve, come last by name.
package func sortedDetents(_ detents: Set<PresentationDetent>, containerHeight: Double) -> [PresentationDetent] {
    detents.sorted { lhs, rhs in
        let left = resolvedHeight(lhs, in: containerHeight)
        let right = resolvedHeight(rhs, in: containerHeight)
        return left != right ? left < right : lhs.headlessDescription < rhs.headlessDescription
    }
}

private func resolvedHeight(_ detent: PresentationDetent, in containerHeight: Double) -> Double {
    switch detent.kind {
    case .fraction(let value): Double(value) * containerHeight
    case .medium: 0.5 * containerHeight
    case .large: containerHeight
    case .height(let value): Double(value)
    case .custom: .infinity
    }
}
