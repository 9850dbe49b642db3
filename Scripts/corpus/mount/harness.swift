// The mount harness of Scripts/corpus/run --mount, compiled with an app's sources against the
// stand-in. `mount-exe INDEX OUTDIR` mounts candidate INDEX (a view, built as main.swift's
// __mountMake says) in ViewHost and writes its text tree and SVG to OUTDIR. Then, for each
// tappable element of the screen, it mounts the view afresh, taps the element (by its label, or,
// for an icon button with no text, at the centre of its frame, as a finger would) and renders
// again; at most 60 taps a view. It prints STEP lines as it goes (the last one tells where a hang
// or crash happened) and, at the end, one line `MOUNT-RESULT {json}`.
import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost

// `Swift.print` throughout: an app may declare its own `print`, which would swallow the output.

@MainActor
func mountStep(_ s: String) {
    Swift.print("STEP " + s)
    fflush(stdout)
}

/// The tappable elements of the root screen, in the order of the text tree's lines: a label
/// (the texts it shows) or, for an unlabelled one (an icon button), its line number.
@MainActor
func mountTappables(_ elements: [RenderedElement]) -> (labels: [String], unlabelled: [Int]) {
    var labels: [String] = []
    var unlabelled: [Int] = []
    var line = 0
    func walk(_ e: RenderedElement) {
        if e.isTappable {
            let label = e.texts.joined(separator: " ")
            if label.isEmpty {
                unlabelled.append(line)
            } else if !labels.contains(label) {
                labels.append(label)
            }
        }
        line += 1
        for child in e.children { walk(child) }
    }
    for e in elements { walk(e) }
    return (labels, unlabelled)
}

/// The centre of the frame on line `index` of `render(frames: true)`, if it has one.
func mountCentre(_ framesTree: [Substring], _ index: Int) -> CGPoint? {
    guard index < framesTree.count, let open = framesTree[index].lastIndex(of: "[") else { return nil }
    let inside = framesTree[index][framesTree[index].index(after: open)...].dropLast()
    let parts = inside.replacingOccurrences(of: " × ", with: ", ").split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else { return nil }
    return CGPoint(x: x + w / 2, y: y + h / 2)
}

func mountJSON(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
            if c.value < 0x20 { out += String(format: "\\u%04x", c.value) } else { out.unicodeScalars.append(c) }
        }
    }
    return out + "\""
}

@MainActor
func mountMain(_ candidates: [(Int, String)], _ make: @MainActor (Int) -> AnyView) {
    let args = CommandLine.arguments
    guard args.count >= 3, let index = Int(args[1]) else {
        Swift.print("usage: mount-exe INDEX OUTDIR; candidates: \(candidates)")
        return
    }
    let dir = URL(fileURLWithPath: args[2])
    mountStep("mount")
    let host = ViewHost(make(index))
    mountStep("render")
    let tree = host.render()
    mountStep("svg")
    let svg = host.svg()
    try? tree.write(to: dir.appendingPathComponent("tree.txt"), atomically: true, encoding: .utf8)
    try? svg.write(to: dir.appendingPathComponent("screen.svg"), atomically: true, encoding: .utf8)
    let (labels, unlabelled) = mountTappables(host.elements)
    let framesTree = host.render(frames: true).split(separator: "\n", omittingEmptySubsequences: false)
    var tapErrors: [String] = []
    var taps = 0
    var pointTaps = 0
    let limit = 60
    for label in labels.prefix(limit) {
        mountStep("tap \(label)")
        let fresh = ViewHost(make(index))
        do {
            try fresh.tap(label)
            taps += 1
            mountStep("render after tap \(label)")
            _ = fresh.render()
            _ = fresh.svg()
        } catch {
            tapErrors.append("\(label): \(error)")
        }
    }
    // Unlabelled buttons (icons): a tap at the centre of their frame, as a finger would.
    for line in unlabelled.prefix(max(0, limit - labels.count)) {
        guard let point = mountCentre(framesTree, line) else {
            tapErrors.append("line \(line): no frame")
            continue
        }
        mountStep("tap at \(point) (line \(line))")
        let fresh = ViewHost(make(index))
        do {
            try fresh.tap(at: point)
            pointTaps += 1
            mountStep("render after tap at \(point)")
            _ = fresh.render()
            _ = fresh.svg()
        } catch {
            tapErrors.append("\(String(framesTree[line]).trimmingCharacters(in: .whitespaces)): \(error)")
        }
    }
    let warnings = host.warnings
    Swift.print(
        "MOUNT-RESULT {\"treeLines\": \(tree.split(separator: "\n").count), \"svgBytes\": \(svg.utf8.count), "
            + "\"buttons\": \(labels.count + unlabelled.count), \"unlabelled\": \(unlabelled.count), \"taps\": \(taps), \"pointTaps\": \(pointTaps), "
            + "\"tapErrors\": [\(tapErrors.map(mountJSON).joined(separator: ", "))], "
            + "\"warnings\": [\(warnings.map(mountJSON).joined(separator: ", "))]}")
    fflush(stdout)
}
