import Foundation
import Testing

/// The stand-in is as strict as Apple's SwiftUI module for code in another package: it
/// rejects what Apple's SDKs reject and accepts what they accept.
///
/// Inside this package Swift waives resilience (modules of one package may switch
/// exhaustively over each other's enums), so these tests compile client code the way an app
/// sees SwiftUI: against HeadlessSwiftUI built with library evolution, as SwiftUI is, from
/// another package. `.ci/client-build` compiles SwiftUIExtras itself the same way.
@Suite(.serialized)
struct ClientStrictnessTests {
    @Test func nonFrozenEnumSwitchNeedsUnknownDefault() throws {
        // The switch Apple's iOS 26.2 and macOS 15.5 SDKs rejected in
        // AdaptiveStackCondition.swift: `UserInterfaceSizeClass` is not `@frozen` in SwiftUI.
        let result = try StandInClient.typecheck(
            """
            func label(_ sizeClass: UserInterfaceSizeClass) -> String {
                switch sizeClass {
                case .compact: "compact"
                case .regular: "regular"
                }
            }
            """)
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.contains(
                "switch covers known cases, but 'UserInterfaceSizeClass' may have additional unknown values"))
    }

    @Test func unknownDefaultMakesItCompile() throws {
        let result = try StandInClient.typecheck(
            """
            func label(_ sizeClass: UserInterfaceSizeClass) -> String {
                switch sizeClass {
                case .compact: "compact"
                case .regular: "regular"
                @unknown default: "other"
                }
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(result.diagnostics)")
    }

    @Test func frozenEnumsSwitchExhaustivelyAsInSwiftUI() throws {
        // `Edge`, `Axis` and `Visibility` are `@frozen` in Apple's interface: no `@unknown default`.
        let result = try StandInClient.typecheck(
            """
            func name(_ edge: Edge, _ axis: Axis, _ visibility: Visibility) -> String {
                let e = switch edge { case .top: "t"; case .leading: "l"; case .bottom: "b"; case .trailing: "r" }
                let a = switch axis { case .horizontal: "h"; case .vertical: "v" }
                let v = switch visibility { case .automatic: "a"; case .visible: "v"; case .hidden: "h" }
                return e + a + v
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(result.diagnostics)")
    }

    @Test func bindingClosuresInheritTheMainActorOfABody() throws {
        // The iOS 18+ `Binding(get:set:)` takes `@Sendable @isolated(any)` closures with
        // `@_inheritActorContext`: formed in a main-actor `body`, they may touch its state.
        let result = try StandInClient.typecheck(
            """
            @MainActor final class Model { var name = "" }
            struct NameField: View {
                @State private var model = Model()
                @State private var draft = ""
                var body: some View {
                    let binding = Binding(get: { model.name }, set: { model.name = $0; draft = $0 })
                    return Text(binding.wrappedValue)
                }
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test func withheldSendableConformancesStayWithheld() throws {
        // `@available(*, unavailable) extension AnyTransition : Sendable` in the iOS 26.2 SDK.
        let result = try StandInClient.typecheck(
            """
            func send(_ value: some Sendable) {}
            func use() { send(AnyTransition.opacity) }
            """)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("Sendable"))
    }

    // Isolation as the iOS 26.2 SDK's interfaces print it (found by `.ci/interface-diff`).

    @Test func shapesAreNotMainActorIsolated() throws {
        // `Shape` refines `View` and `_RemoveGlobalActorIsolation` (SwiftUICore), so a shape is
        // not inferred `@MainActor`: its `Sendable` requirement then holds for its stored
        // properties, and a shape that keeps a class is rejected, as the SDK rejects it. (A
        // main-actor shape would be Sendable whatever it stores.)
        let result = try StandInClient.typecheck(
            """
            final class Cache { var paths: [Path] = [] }
            struct Ring: Shape {
                var cache = Cache()
                func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
            }
            """)
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.contains("stored property 'cache' of 'Sendable'-conforming struct 'Ring'"),
            "\(result.diagnostics)")
    }

    @Test func layoutsAreSendableAndAnimatable() throws {
        // `@preconcurrency public protocol Layout : Sendable, Animatable` in SwiftUICore: a
        // layout storing a class gets the warning (`@preconcurrency` keeps it from being an
        // error), `AnyLayout` is Sendable and a layout has `animatableData`.
        let result = try StandInClient.typecheck(
            """
            final class Box {}
            struct Tagged: Layout {
                var box = Box()
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            func send(_ value: some Sendable) {}
            func use() {
                send(AnyLayout(VStackLayout()))
                send(Tagged().animatableData)
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: stored property 'box' of 'Sendable'-conforming struct 'Tagged'"),
            "\(result.diagnostics)")
        let warnings = result.diagnostics.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.allSatisfy { $0.contains("stored property 'box'") }, "\(result.diagnostics)")
    }

    @Test func builtInStylesAreNotSendable() throws {
        // `public struct PlainButtonStyle` is not main-actor isolated in the SDK, and
        // `@available(*, unavailable) extension PlainButtonStyle : Sendable` withholds Sendable.
        let result = try StandInClient.typecheck(
            """
            func send(_ value: some Sendable) {}
            func use() { send(PlainButtonStyle()) }
            """)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("Sendable"), "\(result.diagnostics)")
    }

    @Test func observedObjectAndListAreMainActorIsolated() throws {
        // `@MainActor @preconcurrency public struct ObservedObject` and `List`: their
        // initializers are main-actor isolated. `@preconcurrency` makes the call from
        // nonisolated code a warning, not an error, in Swift 6 mode, as with the SDK.
        let result = try StandInClient.typecheck(
            """
            final class Model: ObservableObject {}
            nonisolated func wrap(_ model: Model) -> ObservedObject<Model> { ObservedObject(wrappedValue: model) }
            nonisolated func rows() -> some View { List { Text("Row") } }
            """)
        #expect(
            result.diagnostics.contains("warning: call to main actor-isolated initializer 'init(wrappedValue:)'"),
            "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: call to main actor-isolated initializer 'init(content:)'"),
            "\(result.diagnostics)")
    }

    @Test func gestureModifiersAndBodiesAreMainActorIsolated() throws {
        // SwiftUICore: `@preconcurrency @MainActor public protocol Gesture`, while the concrete
        // gestures' initializers are not isolated. Checked against the iOS 26.2 SDK in Swift 6
        // mode: exactly these three warnings, and none for the initializers.
        let result = try StandInClient.typecheck(
            """
            nonisolated func makeTap() -> TapGesture { TapGesture(count: 2) }
            nonisolated func makeDrag() -> some Gesture { DragGesture().onChanged { _ in } }
            struct MyGesture: Gesture {
                var body: some Gesture { TapGesture() }
            }
            nonisolated func custom() { _ = MyGesture().body }
            nonisolated func custom2() -> MyGesture { MyGesture() }
            nonisolated func seq() -> some Gesture { TapGesture().sequenced(before: LongPressGesture()) }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        // One line per diagnostic starts with the file's path; the excerpts below it are indented.
        let warnings = result.diagnostics.split(separator: "\n").filter {
            $0.hasPrefix("/") && $0.contains(": warning: ")
        }
        #expect(warnings.count == 3, "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: call to main actor-isolated instance method 'onChanged'"),
            "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: main actor-isolated property 'body' can not be referenced"),
            "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: call to main actor-isolated instance method 'sequenced(before:)'"),
            "\(result.diagnostics)")
    }

    @Test func linkTitleInitializersAreNonisolatedAndOpenURLIsMainActor() throws {
        // SwiftUI: `Link` is `@MainActor @preconcurrency` but its title initializers are
        // `nonisolated`; `EnvironmentValues.openURL` is `@MainActor @preconcurrency`. Checked
        // against the iOS 26.2 SDK in Swift 6 mode: exactly these two warnings.
        let result = try StandInClient.typecheck(
            """
            nonisolated func makeLink() -> Link<Text> { Link("Help", destination: URL(string: "https://a.b")!) }
            nonisolated func makeLink2(_ s: String) -> Link<Text> { Link(s, destination: URL(string: "https://a.b")!) }
            nonisolated func makeLink3() -> Link<Text> { Link(destination: URL(string: "https://a.b")!) { Text("x") } }
            nonisolated func readOpen(_ env: EnvironmentValues) -> OpenURLAction { env.openURL }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        let warnings = result.diagnostics.split(separator: "\n").filter {
            $0.hasPrefix("/") && $0.contains(": warning: ")
        }
        #expect(warnings.count == 2, "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: call to main actor-isolated initializer 'init(destination:label:)'"),
            "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains("warning: main actor-isolated property 'openURL' can not be referenced"),
            "\(result.diagnostics)")
    }

    @Test func buttonActionsAreMainActorWithoutBeingSendable() throws {
        // SwiftUI declares `@preconcurrency ... action: @escaping @MainActor () -> Void` in a
        // Swift 5 module: a closure literal is main-actor isolated wherever the button is made,
        // and a stored non-Sendable closure passes without a warning. Checked against the iOS
        // 26.2 SDK in Swift 6 mode: no diagnostics at all.
        let result = try StandInClient.typecheck(
            """
            @MainActor final class Model { func go() {} }
            nonisolated func a(model: Model) -> some View { Button(action: { model.go() }) { Text("x") } }
            nonisolated func b(model: Model) -> some View { Button(role: .destructive, action: { model.go() }) { Text("x") } }
            nonisolated func c(model: Model) -> some View { Button("t", systemImage: "x") { model.go() } }
            enum Factory { static func button(model: Model) -> some View { Button("x") { model.go() } } }
            nonisolated func d(f: @escaping () -> Void) -> some View { Button("t", systemImage: "x", action: f) }
            nonisolated func e(f: @escaping () -> Void) -> some View { Button("t", role: .cancel, action: f) }
            nonisolated func g(f: @escaping () -> Void) -> some View { Button(action: f) { Text("x") } }
            struct Row: View {
                let onTap: () -> Void
                var body: some View {
                    VStack {
                        Button(action: onTap) { Text("x") }
                        Button("t", systemImage: "x", action: onTap)
                        Button("t", role: .cancel, action: onTap)
                    }
                }
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(result.diagnostics)")
    }

    @Test func urlSessionComesWithSwiftUIAsWithFoundationOnApplePlatforms() throws {
        // A view model written next to its view, with `import SwiftUI` only, as apps do: on
        // Apple platforms Foundation (re-exported by SwiftUI) holds URLSession; on Linux it is
        // FoundationNetworking, which the stand-in re-exports.
        let result = try StandInClient.typecheck(
            """
            final class Loader {
                func load(_ url: URL) async throws -> Data {
                    var request = URLRequest(url: url)
                    request.httpMethod = "GET"
                    let (data, response) = try await URLSession.shared.data(for: request)
                    _ = (response as? HTTPURLResponse)?.statusCode
                    return data
                }
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test func stateIsSendableWhenItsValueIs() throws {
        let result = try StandInClient.typecheck(
            """
            func send(_ value: some Sendable) {}
            func use(_ state: State<Int>, _ binding: Binding<String>) { send(state); send(binding) }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test func tvOSProfileHasNoPopover() throws {
        let code = """
            struct Tip: View {
                @State private var shows = false
                var body: some View {
                    Text("Anchor").popover(isPresented: $shows) { Text("Tip") }
                }
            }
            """
        let tvOS = try StandInClient.typecheck(code, profile: "HEADLESS_TVOS")
        #expect(!tvOS.succeeded)
        #expect(tvOS.diagnostics.contains("'popover(isPresented:attachmentAnchor:arrowEdge:content:)' is unavailable"))
        let iOS = try StandInClient.typecheck(code)
        #expect(iOS.succeeded, "\(iOS.diagnostics)")
    }

    @Test func tvOSProfileHasNoColorPicker() throws {
        let code = """
            struct Theme: View {
                @State private var accent = Color.blue
                var body: some View { ColorPicker("Accent", selection: $accent) }
            }
            """
        let tvOS = try StandInClient.typecheck(code, profile: "HEADLESS_TVOS")
        #expect(!tvOS.succeeded)
        #expect(tvOS.diagnostics.contains("is unavailable"), "\(tvOS.diagnostics)")
        let iOS = try StandInClient.typecheck(code)
        #expect(iOS.succeeded, "\(iOS.diagnostics)")
    }

    @Test func macOSProfileHasNoFullScreenCover() throws {
        let code = """
            struct Onboarding: View {
                @State private var shows = false
                var body: some View {
                    Text("Start").fullScreenCover(isPresented: $shows) { Text("Welcome") }
                }
            }
            """
        let macOS = try StandInClient.typecheck(code, profile: "HEADLESS_MACOS")
        #expect(!macOS.succeeded)
        #expect(macOS.diagnostics.contains("'fullScreenCover(isPresented:onDismiss:content:)' is unavailable"))
    }
}

/// Compiles client code against HeadlessSwiftUI built as a resilient module (library
/// evolution), in another package, in Swift 6 mode.
enum StandInClient {
    struct Result {
        let succeeded: Bool
        let diagnostics: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func typecheck(_ code: String, profile: String? = nil) throws -> Result {
        let modules = try module(profile: profile)
        let file = modules.appendingPathComponent("Client-\(UUID().uuidString).swift")
        try ("import HeadlessSwiftUI\n" + code + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        if let profile { arguments += ["-D", profile] }
        return try swiftc(arguments)
    }

    /// HeadlessSwiftUI's module, built once per profile with library evolution and a package
    /// name of its own.
    private static func module(profile: String?) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "headless-resilient-\(ProcessInfo.processInfo.processIdentifier)-\(profile ?? "iOS")")
        let module = directory.appendingPathComponent("HeadlessSwiftUI.swiftmodule")
        if FileManager.default.fileExists(atPath: module.path) { return directory }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // HeadlessCombine first: HeadlessSwiftUI re-exports it, as SwiftUI re-exports Combine;
        // one package name, as SwiftPM builds them (the graph binds HeadlessCombine's VirtualTime).
        // HeadlessSwift5Types in Swift 5 mode, as Package.swift builds it.
        for (name, package, mode) in [
            ("HeadlessSwift5Types", "HeadlessSwiftUIStandIn", "5"), ("HeadlessCombine", "HeadlessSwiftUIStandIn", "6"),
            ("HeadlessSwiftUI", "HeadlessSwiftUIStandIn", "6"),
        ] {
            var arguments = [
                "-emit-module", "-wmo", "-experimental-skip-non-inlinable-function-bodies",
                "-enable-library-evolution", "-package-name", package,
                "-module-name", name, "-swift-version", mode, "-parse-as-library", "-I", directory.path,
                "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
            ]
            if let profile { arguments += ["-D", profile] }
            // HeadlessSwiftUI's C module (stack segments), imported internally: clients never see it.
            let stackSegments = packageRoot.appendingPathComponent("Sources/HeadlessStackSegments/include")
            arguments += ["-I", stackSegments.path]
            let built = try swiftc(arguments + sourceFiles(of: name))
            guard built.succeeded else { throw BuildFailure(diagnostics: built.diagnostics) }
        }
        return directory
    }

    private static func sourceFiles(of module: String) -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources/\(module)")
        return FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path)
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let diagnostics: String
        var description: String { "HeadlessSwiftUI did not build as a resilient module:\n\(diagnostics)" }
    }

    private static func swiftc(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(succeeded: process.terminationStatus == 0, diagnostics: String(decoding: data, as: UTF8.self))
    }
}
