// The gallery: every SwiftUIExtras component in the states that matter, as text trees.
//
//   swift run gallery            every scene, each under a heading
//   swift run gallery --list     the scene names and titles
//   swift run gallery <name>     one scene
//   swift run gallery --frames   with each view's frame on an iPhone 15 Pro ([x, y, w × h])

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

let usage = "usage: gallery [--frames] [--list | <scene name>]"

if arguments.isEmpty {
    for (index, scene) in allScenes.enumerated() {
        if index > 0 { print() }
        printScene(scene)
    }
} else if arguments == ["--list"] {
    for scene in allScenes {
        print(scene.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + scene.title)
    }
} else if arguments == ["--help"] || arguments == ["-h"] {
    print(usage)
} else if arguments.count == 1, !arguments[0].hasPrefix("-") {
    let name = arguments[0]
    guard let scene = allScenes.first(where: { $0.name == name }) else {
        printError("gallery: no scene named \"\(name)\". Scenes:")
        for scene in allScenes { printError("  \(scene.name)") }
        exit(1)
    }
    printScene(scene)
} else {
    printError(usage)
    exit(1)
}
