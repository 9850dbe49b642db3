/// A mode that indicates whether the user can edit a view's content.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
/// ```
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Sendable, Hashable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The screen's edit mode where no view set `\.editMode`: on iOS the hosting container (the
/// navigation controller) owns it, and an `EditButton` and the list on the same screen share
/// it. The stand-in keeps one per graph, on the root node (an assumption about where iOS keeps
/// it; Apple documents only that `EditButton` toggles the environment's edit mode).
/// Touched on the main actor only (a binding write from a view's action).
@available(macOS, unavailable)
@available(watchOS, unavailable)
final class SharedEditMode: @unchecked Sendable {
    let storage = StateStorage(value: EditMode.inactive)
    /// The primitives that show the mode (lists, edit buttons), invalidated when it changes.
    private var readers: [ObjectIdentifier: WeakNode] = [:]

    private struct WeakNode {
        weak var node: ViewNode?
    }

    /// The edit mode `node` sees: the environment's, or the screen's shared one, which then
    /// re-evaluates `node` when it changes.
    @MainActor
    static func binding(for node: ViewNode) -> Binding<EditMode> {
        if let binding = node.environment.editMode { return binding }
        let shared = node.graph.root.attachment { SharedEditMode() }
        shared.readers[ObjectIdentifier(node)] = WeakNode(node: node)
        return Binding(location: SharedEditModeLocation(shared: shared))
    }

    @MainActor
    func write(_ value: EditMode) {
        storage.write(value)
        readers = readers.filter { $0.value.node?.isAlive == true }
        for reader in readers.values { reader.node?.invalidate() }
    }
}

/// The shared edit mode as a binding's location: reads subscribe the reading view, writes
/// invalidate the lists and buttons that show it.
@available(macOS, unavailable)
@available(watchOS, unavailable)
final class SharedEditModeLocation: Location<EditMode> {
    let shared: SharedEditMode

    init(shared: SharedEditMode) {
        self.shared = shared
    }

    override func get() -> EditMode { shared.storage.read() }
    override func set(_ value: EditMode, transaction: Transaction) {
        let shared = self.shared
        MainActor.assumeIsolated { shared.write(value) }
    }
    override func isSame(as other: Location<EditMode>) -> Bool {
        (other as? SharedEditModeLocation)?.shared === shared
    }
    override var identity: AnyObject { shared }
}

/// A button that toggles the edit mode environment value.
///
/// It shows "Edit" and, while editing, "Done" (Apple's `EditButton` documentation: "An Edit
/// button toggles the environment's editMode value for content within a container that
/// supports edit mode").
/// ```swift
/// NavigationStack {
///     List { ForEach(todos) { Text($0.title) }.onDelete(perform: delete) }
///         .toolbar { EditButton() }
/// }
/// ```
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EditButton {
    /// Creates an Edit button instance.
    nonisolated public init() {}
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EditButton: View {
    /// The content and behavior of the view.
    public var body: some View { Text("Edit") }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EditButton: PrimitiveView {
    /// SwiftUI's graph entry point (a hook): a primitive view, which the runtime expands.
    nonisolated public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view: Self.self)
    }

    package func update(node: ViewNode) {
        let editMode = SharedEditMode.binding(for: node)
        let isEditing = editMode.wrappedValue.isEditing
        node.output.display = .element("EditButton", attributes: isEditing ? ["editMode: active"] : [])
        node.output.tapAction = {
            // UIKit animates the change; the stand-in sets it at once.
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
        node.output.isTapEnabled = node.environment.isEnabled
        node.reconcile(key: .content, view: Text(isEditing ? "Done" : "Edit"), environment: node.environment)
    }
}

@available(*, unavailable)
extension EditButton: Sendable {}
