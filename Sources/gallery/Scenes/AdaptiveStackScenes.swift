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
