// swift-tools-version: 6.1
import PackageDescription

/// Platforms without SwiftUI: there the library builds against the stand-in.
let platformsWithoutSwiftUI: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// On Apple platforms `swift build --traits HeadlessSwiftUI` builds the library against the
/// stand-in as well, so the behavioural tests run on a Mac too; a plain build uses SwiftUI.
let headlessTrait = "HeadlessSwiftUI"

let headlessDependency: [Target.Dependency] = [
    .target(name: "HeadlessSwiftUI", condition: .when(platforms: platformsWithoutSwiftUI)),
    .target(name: "HeadlessSwiftUI", condition: .when(traits: [headlessTrait])),
]

/// Platform profiles: each trait makes the stand-in mirror one platform's SwiftUI availability
/// (what that platform's SwiftUI lacks is unavailable) and makes the library take the branch it
/// takes on that platform (`#if os(tvOS) || HEADLESS_TVOS`), so every platform branch compiles
/// on Linux. `swift build --traits HeadlessTvOS`.
let platformProfiles: [(trait: String, condition: String, platform: String)] = [
    ("HeadlessMacOS", "HEADLESS_MACOS", "macOS"),
    ("HeadlessTvOS", "HEADLESS_TVOS", "tvOS"),
    ("HeadlessWatchOS", "HEADLESS_WATCHOS", "watchOS"),
    ("HeadlessVisionOS", "HEADLESS_VISIONOS", "visionOS"),
]

let profileDefines: [SwiftSetting] = platformProfiles.map { .define($0.condition, .when(traits: [$0.trait])) }

let headlessDefine: [SwiftSetting] =
    [
        .define("HEADLESS_SWIFTUI", .when(platforms: platformsWithoutSwiftUI)),
        .define("HEADLESS_SWIFTUI", .when(traits: [headlessTrait])),
    ] + profileDefines

let package = Package(
    name: "SwiftUIExtras",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "SwiftUIExtras", targets: ["SwiftUIExtras"]),
        .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
        .library(name: "HeadlessSwiftUIHost", targets: ["HeadlessSwiftUIHost"]),
        .library(name: "HeadlessSwiftUISnapshotTesting", targets: ["HeadlessSwiftUISnapshotTesting"]),
        .executable(name: "gallery", targets: ["gallery"]),
        .library(name: "DemoScreens", targets: ["DemoScreens"]),
    ],
    traits: Set(
        [
            .trait(
                name: headlessTrait, description: "Build SwiftUIExtras against HeadlessSwiftUI on Apple platforms too.")
        ]
            + platformProfiles.map {
                .trait(
                    name: $0.trait,
                    description:
                        "HeadlessSwiftUI mirrors \($0.platform)'s SwiftUI, and SwiftUIExtras takes its \($0.platform) branches.",
                    enabledTraits: [headlessTrait]
                )
            }),
    targets: [
        // Combine's surface that SwiftUI apps use (ObservableObject, @Published, subjects), for
        // platforms without Combine; HeadlessSwiftUI re-exports it as SwiftUI re-exports Combine's.
        .target(name: "HeadlessCombine"),
        // The stand-in's recursion goes on in fresh stack segments when a thread's stack runs low
        // (C: switching stacks needs ucontext).
        .target(name: "HeadlessStackSegments"),
        // The few types whose meaning depends on Swift 5 mode, in which Apple compiles SwiftUI
        // (a `@MainActor` function type that is not implicitly Sendable).
        .target(name: "HeadlessSwift5Types", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "HeadlessSwiftUI", dependencies: ["HeadlessCombine", "HeadlessStackSegments", "HeadlessSwift5Types"],
            swiftSettings: profileDefines),
        .target(name: "HeadlessSwiftUIHost", dependencies: ["HeadlessSwiftUI"]),
        // Snapshot assertions over a ViewHost (text tree, SVG), reporting to Swift Testing or
        // XCTest: a module of its own so that only test code links the test frameworks.
        .target(name: "HeadlessSwiftUISnapshotTesting", dependencies: ["HeadlessSwiftUI", "HeadlessSwiftUIHost"]),
        .target(name: "SwiftUIExtras", dependencies: headlessDependency, swiftSettings: headlessDefine),
        // App code as users write it, one screen per component plus the README's examples:
        // compiled here against the stand-in, and against Apple's SDKs by apple-sdk-check.
        .target(
            name: "AppCodeExamples",
            dependencies: ["SwiftUIExtras"] + headlessDependency,
            path: "Examples/AppCode",
            swiftSettings: headlessDefine
        ),
        // The demo app's screens (Examples/DemoApp.swiftpm), which the gallery drives too: one file
        // per component family, each compiled alone against Apple's SDKs by apple-sdk-check.
        .target(
            name: "DemoScreens",
            dependencies: ["SwiftUIExtras"] + headlessDependency,
            path: "Examples/DemoApp/Screens",
            swiftSettings: headlessDefine
        ),
        // The sample app (Examples/NotesApp): screen files as an Xcode app target shares them,
        // and its tests (NotesAppTests), end to end on the stand-in.
        .target(
            name: "NotesApp",
            dependencies: headlessDependency,
            path: "Examples/NotesApp/Sources/NotesApp",
            swiftSettings: headlessDefine
        ),
        .executableTarget(
            name: "gallery",
            dependencies: ["SwiftUIExtras", "DemoScreens", "HeadlessSwiftUI", "HeadlessSwiftUIHost"],
            swiftSettings: headlessDefine
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["SwiftUIExtras", "HeadlessSwiftUI", "HeadlessSwiftUIHost"],
            swiftSettings: headlessDefine
        ),
        // What both test targets share: the seeded generator of the randomized runs, event logs.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "HeadlessSwiftUIHost", "TestSupport"]),
        .testTarget(
            name: "HeadlessSwiftUISnapshotTestingTests",
            dependencies: ["HeadlessSwiftUI", "HeadlessSwiftUIHost", "HeadlessSwiftUISnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "NotesAppTests",
            dependencies: ["NotesApp", "HeadlessSwiftUI", "HeadlessSwiftUIHost", "HeadlessSwiftUISnapshotTesting"],
            path: "Examples/NotesApp/Tests/NotesAppTests",
            exclude: ["__Snapshots__"],
            swiftSettings: headlessDefine
        ),
        .testTarget(
            name: "SwiftUIExtrasTests",
            dependencies: ["SwiftUIExtras", "DemoScreens", "HeadlessSwiftUI", "HeadlessSwiftUIHost", "TestSupport"],
            swiftSettings: headlessDefine
        ),
    ],
    swiftLanguageModes: [.v6]
)
