/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// ```swift
/// Button("Details") {}.controlSize(.small)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized.
    case extraLarge
}

// `extension ControlSize : Comparable` in the iOS 26.2 SDK: sizes order from `.mini` to
// `.extraLarge`, the order of their cases.
extension ControlSize: Comparable {
    /// Whether the first size is smaller than the second.
    public static func < (a: ControlSize, b: ControlSize) -> Bool {
        let order = ControlSize.allCases
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    ///
    /// ```swift
    /// HStack { Button("Cancel") {}; Button("OK") {} }.controlSize(.large)
    /// ```
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(
            EnvironmentWriter(attribute: "controlSize(.\(controlSize))", token: controlSize) {
                $0.controlSize = controlSize
            })
    }

    /// Sets the tint color within this view.
    ///
    /// ```swift
    /// Toggle("Alerts", isOn: $alerts).tint(.orange)
    /// ```
    @_disfavoredOverload
    nonisolated public func tint(_ tint: Color?) -> some View {
        modifier(AttributeModifier("tint(\(tint.map { shapeStyleDescription($0) } ?? "nil"))"))
    }

    /// Sets the tint within this view.
    ///
    /// ```swift
    /// Button("Delete") {}.buttonStyle(.borderedProminent).tint(.red)
    /// ```
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle {
        modifier(AttributeModifier("tint(\(tint.map { shapeStyleDescription($0) } ?? "nil"))"))
    }
}
