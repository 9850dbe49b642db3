import DemoScreens
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

// AdaptiveStack, CompactStack and AccessibleStack: which axis each condition picks in every
// size class at the Dynamic Type sizes that flip them, then one stack in full, flipped.
// The views are the demo app's (DemoScreens: Examples/DemoApp/Screens/AdaptiveStackScreens.swift).

@MainActor
let adaptiveStackScenes: [GalleryScene] = [
    GalleryScene(
        name: "adaptive-stack-axes", title: "AdaptiveStack: the axis of every condition by size class and text size",
        render: adaptiveStackAxesScene),
    GalleryScene(
        name: "adaptive-stack", title: "AdaptiveStack: one stack flipped, alignment and spacing per axis, state kept",
        render: adaptiveStackTreeScene),
    GalleryScene(
        name: "adaptive-stack-fit",
        title: "AdaptiveStack(condition: .overflows) across screens and text sizes, next to ViewThatFits and the seed",
        render: adaptiveStackFitScene),
]

/// One row group of the axis table: a stack as written, and how to build it.
private struct AxisRow {
    let label: String
    let make: @MainActor () -> any View
}

@MainActor
private let axisRows: [AxisRow] = [
    AxisRow(label: "AdaptiveStack(condition: .compact)") { AdaptiveStack(condition: .compact) { TimerContent() } },
    AxisRow(label: "AdaptiveStack(condition: .regular)") { AdaptiveStack(condition: .regular) { TimerContent() } },
    AxisRow(label: "AdaptiveStack(condition: .accessible)") {
        AdaptiveStack(condition: .accessible) { TimerContent() }
    },
    AxisRow(label: "AdaptiveStack(condition: .compactAccessible)") {
        AdaptiveStack(condition: .compactAccessible) { TimerContent() }
    },
    AxisRow(label: "AdaptiveStack(condition: .regularAccessible)") {
        AdaptiveStack(condition: .regularAccessible) { TimerContent() }
    },
    AxisRow(label: "AdaptiveStack(condition: .compact.or(.accessible))") {
        AdaptiveStack(condition: .compact.or(.accessible)) { TimerContent() }
    },
    AxisRow(label: "AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...)))") {
        AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...))) { TimerContent() }
    },
    AxisRow(label: "AdaptiveStack(condition: compactXXXLarge)  // seed 003's closure") {
        AdaptiveStack(condition: compactXXXLarge) { TimerContent() }
    },
    AxisRow(label: "CompactStack") { CompactStack { TimerContent() } },
    AxisRow(label: "AccessibleStack") { AccessibleStack { TimerContent() } },
]

private let sizeClasses: [UserInterfaceSizeClass?] = [nil, .compact, .regular]
private let typeSizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility1]

/// "vertical" or "horizontal", read from the rendered tree's first line (the stack's layout).
@MainActor
private func renderedAxis(_ host: ViewHost) -> String {
    let first = host.render().split(separator: "\n").first.map(String.init) ?? ""
    if first.contains("VStackLayout") { return "vertical" }
    if first.contains("HStackLayout") { return "horizontal" }
    return "? \(first)"
}

private func describe(_ sizeClass: UserInterfaceSizeClass?) -> String {
    sizeClass.map { ".\($0)" } ?? "nil"
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

@MainActor
func adaptiveStackAxesScene() -> String {
    let transcript = Transcript()
    transcript.note("Each cell is the layout the host rendered for that environment.")
    let sizeWidth = 12
    let cellWidth = 16
    for row in axisRows {
        transcript.note("")
        transcript.note(row.label)
        transcript.note(
            "  " + pad("size class", sizeWidth)
                + typeSizes.map { ".\($0)" }.map { pad($0, cellWidth) }.joined().trimmingTrailingSpaces)
        for sizeClass in sizeClasses {
            let cells = typeSizes.map { typeSize -> String in
                let host = transcript.host(row.make()) {
                    $0.horizontalSizeClass = sizeClass
                    $0.dynamicTypeSize = typeSize
                }
                return pad(renderedAxis(host), cellWidth)
            }
            transcript.note("  " + pad(describe(sizeClass), sizeWidth) + cells.joined().trimmingTrailingSpaces)
        }
    }
    return transcript.text
}

@MainActor
func adaptiveStackTreeScene() -> String {
    let transcript = Transcript()
    transcript.note(
        "AdaptiveStack(horizontalAlignment: .leading, horizontalSpacing: 12, verticalAlignment: .firstTextBaseline, verticalSpacing: 4, condition: .compact.or(.accessible))"
    )
    let host = transcript.host(LapTimerView()) {
        $0.horizontalSizeClass = .regular
        $0.dynamicTypeSize = .large
    }
    transcript.tap("Laps: 0", on: host)
    transcript.step("regular, .large: horizontal (after one tap on the counter)", host)
    host.update { $0.dynamicTypeSize = .accessibility1 }
    transcript.step("regular, .accessibility1: vertical, the counter keeps its count", host)
    host.update {
        $0.horizontalSizeClass = .compact
        $0.dynamicTypeSize = .large
    }
    transcript.step("compact, .large: vertical", host)
    host.update { $0.horizontalSizeClass = .regular }
    transcript.step("regular, .large: horizontal again", host)
    let stats = host.stats
    transcript.note(
        "state allocations: \(stats.stateAllocations), deallocations: \(stats.stateDeallocations) (the counter's state lived through three flips)"
    )
    return transcript.text
}

// MARK: - Switching on fit

/// Seed 003's `AdaptiveStack`, as the post writes it: `if`/`else` between two concrete stacks on
/// the size class and the text size. It cannot see the width.
private struct SeedAdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    let condition: (UserInterfaceSizeClass?, DynamicTypeSize) -> Bool
    let content: Content

    init(condition: @escaping (UserInterfaceSizeClass?, DynamicTypeSize) -> Bool, @ViewBuilder content: () -> Content) {
        self.condition = condition
        self.content = content()
    }

    var body: some View {
        if condition(horizontalSizeClass, dynamicTypeSize) {
            VStack { content }
        } else {
            HStack { content }
        }
    }
}

/// The post's `.compact` handler.
private func seedCompact(horizontalSizeClass: UserInterfaceSizeClass?, dynamicTypeSize: DynamicTypeSize) -> Bool {
    horizontalSizeClass == .compact
}

/// A button that counts its taps in `@State`.
private struct LapCounter: View {
    @State private var count = 0

    var body: some View {
        Button("Laps: \(count)") { count += 1 }
    }
}

/// The usual fit switch: the content twice, the first copy that fits shown. Each copy is
/// marked, so the scene can tell which one is on screen.
private struct FitsTimerView<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack { content() }.accessibilityIdentifier("HStack copy")
            VStack { content() }.accessibilityIdentifier("VStack copy")
        }
    }
}

/// A label the scene looked for on screen and did not find.
private struct NotOnScreen: Error, CustomStringConvertible {
    let label: String
    var description: String { "\"\(label)\" is not on screen" }
}

/// A screen `width` points wide (800 tall, no insets) in `sizeClass`.
private func fitScreen(_ width: CGFloat, _ sizeClass: UserInterfaceSizeClass) -> Device {
    .custom(
        name: "Screen", size: CGSize(width: width, height: 800), safeAreaInsets: EdgeInsets(),
        horizontalSizeClass: sizeClass, verticalSizeClass: .regular, displayScale: 2)
}

/// The screens of the table: narrow custom ones, then real devices (a compact iPhone turned to
/// landscape is wide, and an iPad is regular).
private let fitDevices: [Device] = [
    fitScreen(160, .compact), fitScreen(240, .compact), fitScreen(320, .compact), .iPhoneSE, .iPhone15Pro,
    .iPhone15Pro.landscape, .iPadPro11,
]
private let fitTypeSizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility1, .accessibility3]

private let timeText = "01:00:05:12"

/// "H" when `second` sits right of `first`, "V" when below it, from their frames.
private func axisLetter(_ first: CGRect?, _ second: CGRect?) -> String {
    guard let first, let second else { return "?" }
    if second.minX >= first.maxX { return "H" }
    if second.minY >= first.maxY { return "V" }
    return "?"
}

private func deviceLabel(_ device: Device) -> String {
    "\(device.name), \(Int(device.size.width)) pt, .\(device.horizontalSizeClass)"
}

@MainActor
func adaptiveStackFitScene() -> String {
    let transcript = Transcript()
    transcript.note("Content: seed 003's Text(\"01:00:05:12\") and Reset button (TimerContent).")
    transcript.note(
        "Each cell is the layout on that screen at that text size, read from the frames: H side by side, V stacked.")

    // What the row needs side by side: a plain HStack's ideal width, measured on a wide screen.
    transcript.note("")
    transcript.note("Side by side, the row needs (a plain HStack of the two, at its ideal width):")
    let needs = fitTypeSizes.map { typeSize -> String in
        let host = transcript.host(HStack { TimerContent() }.fixedSize(), device: fitScreen(2000, .regular)) {
            $0.dynamicTypeSize = typeSize
        }
        let time = host.frame(of: timeText)
        let reset = host.frame(of: "Reset")
        guard let time, let reset else { return ".\(typeSize) ?" }
        return ".\(typeSize) \(Int((reset.maxX - time.minX).rounded(.up))) pt"
    }
    transcript.note("  " + needs.joined(separator: ", "))

    let labelWidth = fitDevices.map { deviceLabel($0).count }.max()! + 2
    let cellWidth = 17
    func table(_ title: String, axis: @escaping (Device, DynamicTypeSize) -> String) {
        transcript.note("")
        transcript.note(title)
        transcript.note(
            "  " + pad("screen", labelWidth)
                + fitTypeSizes.map { pad(".\($0)", cellWidth) }.joined().trimmingTrailingSpaces)
        for device in fitDevices {
            let cells = fitTypeSizes.map { pad(axis(device, $0), cellWidth) }
            transcript.note("  " + pad(deviceLabel(device), labelWidth) + cells.joined().trimmingTrailingSpaces)
        }
    }

    table("AdaptiveStack(condition: .overflows)") { device, typeSize in
        let host = transcript.host(AdaptiveStack(condition: .overflows) { TimerContent() }, device: device) {
            $0.dynamicTypeSize = typeSize
        }
        return axisLetter(host.frame(of: timeText), host.frame(of: "Reset"))
    }
    table("AdaptiveStack(condition: .compact.or(.overflows))") { device, typeSize in
        let host = transcript.host(
            AdaptiveStack(condition: .compact.or(.overflows)) { TimerContent() }, device: device
        ) {
            $0.dynamicTypeSize = typeSize
        }
        return axisLetter(host.frame(of: timeText), host.frame(of: "Reset"))
    }
    table("ViewThatFits(in: .horizontal) { HStack { ... }; VStack { ... } }  (the copy on screen)") {
        device, typeSize in
        let host = transcript.host(FitsTimerView { TimerContent() }, device: device) {
            $0.dynamicTypeSize = typeSize
        }
        if host.frame(of: "HStack copy") != nil { return "H" }
        if host.frame(of: "VStack copy") != nil { return "V" }
        return "?"
    }
    table("seed 003: AdaptiveStack(condition: .compact)  (if/else on the size class; blind to the width)") {
        device, typeSize in
        let host = transcript.host(SeedAdaptiveStack(condition: seedCompact) { TimerContent() }, device: device) {
            $0.dynamicTypeSize = typeSize
        }
        return axisLetter(host.frame(of: timeText), host.frame(of: "Reset"))
    }

    // The same switch with a counter in the row: which one keeps its count.
    transcript.note("")
    let wide = Device.iPhone15Pro
    let narrow = fitScreen(140, .compact)
    let plainRow = transcript.host(
        HStack {
            Text(timeText)
            LapCounter()
        }.fixedSize(), device: fitScreen(2000, .regular))
    let rowNeeds = plainRow.frame(of: "Laps: 0").flatMap { counter in
        plainRow.frame(of: timeText).map { counter.maxX - $0.minX }
    }
    transcript.note(
        "A counter in the row (side by side it needs \(rowNeeds.map { String(Int($0.rounded(.up))) } ?? "?") pt at .large), "
            + "tapped twice on an \(wide.name), then the screen narrowed to \(Int(narrow.size.width)) pt.")
    func axisCaption(_ host: ViewHost, counter: String) -> String {
        axisLetter(host.frame(of: timeText), host.frame(of: counter)) == "V" ? "vertical" : "horizontal"
    }

    transcript.note("")
    transcript.note("AdaptiveStack(condition: .overflows) { Text(\"01:00:05:12\"); LapCounter }  (FitLapTimerView)")
    let fit = transcript.host(FitLapTimerView(), device: wide)
    transcript.tap("Laps: 0", on: fit)
    transcript.tap("Laps: 1", on: fit)
    fit.resetStatistics()
    transcript.step("\(deviceLabel(wide)): \(axisCaption(fit, counter: "Laps: 2")), Laps: 2", fit)
    fit.update(device: narrow)
    transcript.step(
        "\(deviceLabel(narrow)): \(axisCaption(fit, counter: "Laps: 2")), the same counter, still Laps: 2", fit)
    fit.update(device: wide)
    transcript.step("\(deviceLabel(wide)) again: \(axisCaption(fit, counter: "Laps: 2"))", fit)
    transcript.note(
        "state allocations: \(fit.stats.stateAllocations), deallocations: \(fit.stats.stateDeallocations) over the two switches"
    )

    transcript.note("")
    transcript.note("ViewThatFits(in: .horizontal) { HStack { Text; LapCounter }; VStack { Text; LapCounter } }")
    let fits = transcript.host(
        FitsTimerView {
            Text(timeText)
            LapCounter()
        }, device: wide)
    // Both copies exist and show "Laps: 0", so the tap goes where the shown one is on screen.
    transcript.attempt("tap on the shown counter") {
        for label in ["Laps: 0", "Laps: 1"] {
            guard let frame = fits.frame(of: label) else { throw NotOnScreen(label: label) }
            try fits.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }
    func shownCopy() -> String {
        let copy =
            fits.frame(of: "HStack copy") != nil ? "HStack" : fits.frame(of: "VStack copy") != nil ? "VStack" : "?"
        let count = ["Laps: 0", "Laps: 1", "Laps: 2"].first { fits.frame(of: $0) != nil } ?? "?"
        return "the \(copy) copy is shown, its counter at \(count)"
    }
    transcript.step("\(deviceLabel(wide)): \(shownCopy())", fits)
    fits.update(device: narrow)
    transcript.step("\(deviceLabel(narrow)): \(shownCopy()) (the two taps were on the other copy)", fits)

    transcript.note("")
    transcript.note("seed 003: AdaptiveStack(condition: .compact) { Text; LapCounter }, from an iPad to an iPhone")
    let seed = transcript.host(
        SeedAdaptiveStack(condition: seedCompact) {
            Text(timeText)
            LapCounter()
        }, device: .iPadPro11)
    transcript.tap("Laps: 0", on: seed)
    transcript.tap("Laps: 1", on: seed)
    seed.resetStatistics()
    transcript.step("\(deviceLabel(.iPadPro11)): horizontal, Laps: 2", seed)
    seed.update(device: wide)
    transcript.step("\(deviceLabel(wide)): vertical, a new VStack with a new counter", seed)
    transcript.note(
        "state allocations: \(seed.stats.stateAllocations), deallocations: \(seed.stats.stateDeallocations)")
    return transcript.text
}
