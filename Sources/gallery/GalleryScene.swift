import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras

/// One page of the gallery: a component in the states that matter, rendered as text trees.
struct GalleryScene: Sendable {
    /// What `swift run gallery <name>` takes.
    let name: String
    /// The heading printed above the scene.
    let title: String
    /// Builds the views, drives them through their states and returns the transcript.
    let render: @MainActor @Sendable () -> String
}

/// Every scene, in the order `swift run gallery` prints them.
@MainActor
let allScenes: [GalleryScene] =
    conditionalScenes + adaptiveStackScenes + navigationScenes + presentationScenes + flowScenes + flowAlertScenes
    + scrollingScenes

/// The text of one scene: captioned steps, each with a host's text tree, then the runtime
/// warnings of every host the scene made (`warnings: none` when there were none).
@MainActor
final class Transcript {
    /// Whether each view's line ends with its frame (`swift run gallery --frames`).
    static var showsFrames = false

    private var lines: [String] = []
    private var hosts: [ViewHost] = []
    private let libraryWarnings = WarningSink()

    /// A host for `view` whose SwiftUI runtime warnings and SwiftUIExtras warnings end up in
    /// this transcript's `warnings:` line, laid out on `device` (an iPhone 15 Pro when nil,
    /// with the environment's size classes left as `change` sets them).
    func host<V: View>(
        _ view: V, device: Device? = nil, _ change: (inout EnvironmentValues) -> Void = { _ in }
    ) -> ViewHost {
        var values = EnvironmentValues()
        let sink = libraryWarnings
        values.runtimeWarning = RuntimeWarningAction { sink.messages.append($0) }
        change(&values)
        let host = ViewHost(view, environment: values, device: device)
        hosts.append(host)
        return host
    }

    /// A caption, then the host's text tree (root screen and presented layers), indented.
    func step(_ caption: String, _ host: ViewHost) {
        lines.append("▸ \(caption)")
        PictureCollector.current?.record(caption, host)
        lines.append(
            contentsOf: host.render(frames: Self.showsFrames).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 })
        if !host.navigationPath.isEmpty {
            lines.append("    navigationPath: [\(host.navigationPath.joined(separator: ", "))]")
        }
    }

    /// A line of prose or a table row.
    func note(_ text: String) {
        lines.append(text)
    }

    /// Taps `label`; a failed tap goes into the transcript instead of stopping the gallery.
    func tap(_ label: String, on host: ViewHost) {
        do {
            try host.tap(label)
        } catch {
            lines.append("!! tap \"\(label)\" failed: \(error)")
        }
    }

    /// Runs a host interaction that can throw, recording a failure in the transcript.
    func attempt(_ what: String, _ action: () throws -> Void) {
        do {
            try action()
        } catch {
            lines.append("!! \(what) failed: \(error)")
        }
    }

    /// The transcript, ending with the `warnings:` line.
    var text: String {
        let warnings = hosts.flatMap(\.warnings) + libraryWarnings.messages.map { "[SwiftUIExtras] \($0)" }
        let footer =
            warnings.isEmpty
            ? ["warnings: none"]
            : ["warnings:"] + warnings.map { "  - \($0)" }
        return (lines + footer).joined(separator: "\n")
    }
}

/// Collects the warnings SwiftUIExtras reports through `EnvironmentValues.runtimeWarning`.
final class WarningSink {
    var messages: [String] = []
}
