// The gallery: every SwiftUIExtras component in the states that matter, as text trees.
//
//   swift run gallery            every scene, each under a heading
//   swift run gallery --list     the scene names and titles
//   swift run gallery <name>     one scene
//   swift run gallery --frames   with each view's frame on an iPhone 15 Pro ([x, y, w × h])
//   swift run gallery --html DIR [--png]
//                                DIR/index.html: every scene's states drawn side by side, with
//                                their text trees and warnings; one SVG per state (and a PNG
//                                with --png, where rsvg-convert is installed)
//   swift run gallery --svg NAME one scene's pictures, as NAME-1.svg, NAME-2.svg, ... here

import Foundation

func heading(_ scene: GalleryScene) -> String {
    let title = "\(scene.name) — \(scene.title)"
    return "\(title)\n\(String(repeating: "=", count: title.count))"
}

@MainActor
func printScene(_ scene: GalleryScene) {
    print(heading(scene))
    print(scene.render())
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(of: "--frames") {
    arguments.remove(at: index)
    MainActor.assumeIsolated { Transcript.showsFrames = true }
}
let nameWidth = allScenes.map(\.name.count).max() ?? 0

let usage = "usage: gallery [--frames] [--list | <scene name> | --html DIR [--png] | --svg <scene name>]"

/// Where the pictures come from, said after the text trees.
let picturesHint = "Pictures: swift run gallery --html DIR writes DIR/index.html and one SVG per state."

@MainActor
func scene(named name: String) -> GalleryScene {
    guard let scene = allScenes.first(where: { $0.name == name }) else {
        printError("gallery: no scene named \"\(name)\". Scenes:")
        for scene in allScenes { printError("  \(scene.name)") }
        exit(1)
    }
    return scene
}

if arguments.isEmpty {
    for (index, scene) in allScenes.enumerated() {
        if index > 0 { print() }
        printScene(scene)
    }
    print()
    print(picturesHint)
} else if let index = arguments.firstIndex(of: "--html"), index + 1 < arguments.count {
    let directory = URL(fileURLWithPath: arguments[index + 1])
    let png = arguments.contains("--png")
    MainActor.assumeIsolated {
        do {
            let results = try writePictures(of: allScenes, to: directory, png: png)
            let page = galleryPage(results, device: "an iPhone 15 Pro")
            try Data(page.utf8).write(to: directory.appendingPathComponent("index.html"))
            let count = results.map(\.2.count).reduce(0, +)
            print("gallery: wrote \(directory.path)/index.html and \(count) pictures")
        } catch {
            printError("gallery: \(error)")
            exit(1)
        }
    }
} else if arguments.count == 2, arguments[0] == "--svg" {
    MainActor.assumeIsolated {
        let chosen = scene(named: arguments[1])
        do {
            let results = try writePictures(
                of: [chosen], to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), png: false)
            print("gallery: wrote \(results.map(\.2.count).reduce(0, +)) pictures of \(chosen.name)")
        } catch {
            printError("gallery: \(error)")
            exit(1)
        }
    }
} else if arguments == ["--list"] {
    for scene in allScenes {
        print(scene.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + scene.title)
    }
} else if arguments == ["--help"] || arguments == ["-h"] {
    print(usage)
} else if arguments.count == 1, !arguments[0].hasPrefix("-") {
    MainActor.assumeIsolated { printScene(scene(named: arguments[0])) }
} else {
    printError(usage)
    exit(1)
}
