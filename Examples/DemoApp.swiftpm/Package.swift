// swift-tools-version: 5.9

// The SwiftUIExtras demo app: every component in every state, on the screens the gallery
// renders (Examples/DemoApp/Screens, the DemoScreens library of the package two levels up).
// Open this folder in Xcode (File > Open, choose DemoApp.swiftpm) and run it on an iPhone or
// iPad simulator. AppleProductTypes exists only in Xcode and Swift Playgrounds, so this
// manifest is not built on Linux.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "SwiftUIExtras Demo",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "SwiftUIExtras Demo",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.SwiftUIExtrasDemo",
            displayVersion: "0.1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .cloud),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // The name makes `package: "SwiftUIExtras"` below work whatever the checkout's folder
        // is called (a path dependency is otherwise known by its folder's name).
        .package(name: "SwiftUIExtras", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "DemoScreens", package: "SwiftUIExtras"),
                .product(name: "SwiftUIExtras", package: "SwiftUIExtras"),
            ],
            path: "."
        )
    ]
)
