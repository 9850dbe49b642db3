import SwiftUIExtras

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// AdaptiveStack, CompactStack and AccessibleStack. The gallery's scenes (adaptive-stack-axes,
// adaptive-stack, adaptive-stack-fit) drive these views under every size class and text size;
// `AdaptiveStackDemoScreen` lets the user pick both in the demo app.

/// Seed 003's content: a time and a reset button.
public struct TimerContent: View {
    public init() {}

    public var body: some View {
        Text("01:00:05:12")
        Button(role: .destructive) {
        } label: {
            Label("Reset", systemImage: "clock.arrow.circlepath")
        }
    }
}

/// Seed 003's own closure condition.
public func compactXXXLarge(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool {
    horizontalSizeClass == .compact && dynamicTypeSize >= .xxxLarge
}

/// A button that counts its taps in `@State`: "Laps: 1" after a flip means the state survived.
private struct TapCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

/// A stack with different alignment and spacing on each axis, and a counter that must keep
/// its count when the axis flips.
public struct LapTimerView: View {
    public init() {}

    public var body: some View {
        AdaptiveStack(
            horizontalAlignment: .leading,
            horizontalSpacing: 12,
            verticalAlignment: .firstTextBaseline,
            verticalSpacing: 4,
            condition: .compact.or(.accessible)
        ) {
            Text("01:00:05:12")
            TapCounter(name: "Laps")
        }
    }
}

/// A time and a lap counter side by side while they fit the width, stacked when they do not:
/// the counter keeps its count when the width or the text size switches the axis.
public struct FitLapTimerView: View {
    public init() {}

    public var body: some View {
        AdaptiveStack(condition: .overflows) {
            Text("01:00:05:12")
            TapCounter(name: "Laps")
        }
    }
}

// MARK: - The demo app's screen

/// Every stack and condition under a size class and a text size the user picks (or the
/// device's and the system's own): each stack is vertical while its condition holds.
public struct AdaptiveStackDemoScreen: View {
    @Environment(\.horizontalSizeClass) private var deviceSizeClass
    @Environment(\.dynamicTypeSize) private var deviceTypeSize
    @State private var sizeClassChoice = SizeClassChoice.device
    @State private var typeSizeChoice = TypeSizeChoice.device

    public init() {}

    private var sizeClass: UserInterfaceSizeClass? {
        sizeClassChoice.sizeClass ?? deviceSizeClass
    }

    private var typeSize: DynamicTypeSize {
        typeSizeChoice.typeSize ?? deviceTypeSize
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Size class")
                        .font(.headline)
                    HStack {
                        ForEach(SizeClassChoice.allCases, id: \.self) { choice in
                            Button {
                                sizeClassChoice = choice
                            } label: {
                                Text(choice.title).bold(choice == sizeClassChoice)
                            }
                        }
                    }
                    Text("Text size")
                        .font(.headline)
                    HStack {
                        ForEach(TypeSizeChoice.allCases, id: \.self) { choice in
                            Button {
                                typeSizeChoice = choice
                            } label: {
                                Text(choice.title).bold(choice == typeSizeChoice)
                            }
                        }
                    }
                }
                VStack(alignment: .leading, spacing: 24) {
                    StackRow("AdaptiveStack(condition: .compact)") {
                        AdaptiveStack(condition: .compact) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .regular)") {
                        AdaptiveStack(condition: .regular) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .accessible)") {
                        AdaptiveStack(condition: .accessible) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .compactAccessible)") {
                        AdaptiveStack(condition: .compactAccessible) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .regularAccessible)") {
                        AdaptiveStack(condition: .regularAccessible) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .compact.or(.accessible))") {
                        AdaptiveStack(condition: .compact.or(.accessible)) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...)))") {
                        AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...))) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .overflows)") {
                        AdaptiveStack(condition: .overflows) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: .compact.or(.overflows))") {
                        AdaptiveStack(condition: .compact.or(.overflows)) { TimerContent() }
                    }
                    StackRow("AdaptiveStack(condition: compactXXXLarge)  // seed 003's closure") {
                        AdaptiveStack(condition: compactXXXLarge) { TimerContent() }
                    }
                    StackRow("CompactStack") {
                        CompactStack { TimerContent() }
                    }
                    StackRow("AccessibleStack") {
                        AccessibleStack { TimerContent() }
                    }
                    StackRow("Alignment and spacing per axis; tap the counter, then flip the axis: the count stays") {
                        LapTimerView()
                    }
                    StackRow("On fit: tap the counter, then pick a larger text size or rotate: the count stays") {
                        FitLapTimerView()
                    }
                }
                .environment(\.horizontalSizeClass, sizeClass)
                .dynamicTypeSize(typeSize)
            }
            .padding()
        }
        .navigationTitle("Adaptive stacks")
    }
}

/// The size class the demo screen's stacks see.
private enum SizeClassChoice: CaseIterable {
    case device
    case compact
    case regular

    var title: String {
        switch self {
        case .device: "Device"
        case .compact: "Compact"
        case .regular: "Regular"
        }
    }

    /// The size class to set, or nil for the device's own.
    var sizeClass: UserInterfaceSizeClass? {
        switch self {
        case .device: nil
        case .compact: .compact
        case .regular: .regular
        }
    }
}

/// The Dynamic Type size the demo screen's stacks see: the system's (the user's setting), or
/// one on each side of the sizes that flip the conditions.
private enum TypeSizeChoice: CaseIterable {
    case device
    case large
    case xxxLarge
    case accessibility1

    var title: String {
        switch self {
        case .device: "System"
        case .large: "Large"
        case .xxxLarge: "XXX Large"
        case .accessibility1: "AX 1"
        }
    }

    /// The size to set, or nil for the system's.
    var typeSize: DynamicTypeSize? {
        switch self {
        case .device: nil
        case .large: .large
        case .xxxLarge: .xxxLarge
        case .accessibility1: .accessibility1
        }
    }
}

/// A stack as written, above the stack itself.
private struct StackRow<Content: View>: View {
    let label: String
    let content: Content

    init(_ label: String, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(label)
                .font(.caption)
            content
        }
    }
}
