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

let headlessDefine: [SwiftSetting] = [
    .define("HEADLESS_SWIFTUI", .when(platforms: platformsWithoutSwiftUI)),
    .define("HEADLESS_SWIFTUI", .when(traits: [headlessTrait])),
]

let package = Package(
    name: "SwiftUIExtras",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "SwiftUIExtras", targets: ["SwiftUIExtras"]),
        .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
        .library(name: "HeadlessSwiftUIHost", targets: ["HeadlessSwiftUIHost"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    traits: [
        .trait(name: headlessTrait, description: "Build SwiftUIExtras against HeadlessSwiftUI on Apple platforms too."),
    ],
    targets: [
        .target(name: "HeadlessSwiftUI"),
        .target(name: "HeadlessSwiftUIHost", dependencies: ["HeadlessSwiftUI"]),
        .target(name: "SwiftUIExtras", dependencies: headlessDependency, swiftSettings: headlessDefine),
        .executableTarget(
            name: "gallery",
            dependencies: ["SwiftUIExtras", "HeadlessSwiftUI", "HeadlessSwiftUIHost"],
            swiftSettings: headlessDefine
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["SwiftUIExtras", "HeadlessSwiftUI", "HeadlessSwiftUIHost"],
            swiftSettings: headlessDefine
        ),
        .testTarget(name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "HeadlessSwiftUIHost"]),
        .testTarget(
            name: "SwiftUIExtrasTests",
            dependencies: ["SwiftUIExtras", "HeadlessSwiftUI", "HeadlessSwiftUIHost"],
            swiftSettings: headlessDefine
        ),
    ],
    swiftLanguageModes: [.v6]
)
