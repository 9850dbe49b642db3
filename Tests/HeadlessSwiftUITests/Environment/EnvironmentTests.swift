import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

@MainActor
@Suite("Environment flows down and overrides a subtree")
struct EnvironmentTests {
    struct Reader: View {
        let name: String
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.horizontalSizeClass) private var sizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass

        var body: some View {
            Text(
                "\(name) \(String(describing: typeSize)) \(String(describing: sizeClass)) \(String(describing: verticalSizeClass))"
            )
        }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                Reader(name: "outer")
                Reader(name: "inner")
                    .environment(\.dynamicTypeSize, .accessibility2)
                    .environment(\.horizontalSizeClass, .regular)
                Reader(name: "capped").dynamicTypeSize(...DynamicTypeSize.xLarge)
            }
        }
    }

    @Test func overridesReachTheirSubtreeOnly() {
        let host = ViewHost(
            Screen(),
            environment: .with {
                $0.horizontalSizeClass = .compact
                $0.verticalSizeClass = .regular
                $0.dynamicTypeSize = .xxxLarge
            })
        #expect(
            host.contains(
                text:
                    "outer xxxLarge Optional(HeadlessSwiftUI.UserInterfaceSizeClass.compact) Optional(HeadlessSwiftUI.UserInterfaceSizeClass.regular)"
            ))
        #expect(
            host.contains(
                text:
                    "inner accessibility2 Optional(HeadlessSwiftUI.UserInterfaceSizeClass.regular) Optional(HeadlessSwiftUI.UserInterfaceSizeClass.regular)"
            ))
        #expect(
            host.contains(
                text:
                    "capped xLarge Optional(HeadlessSwiftUI.UserInterfaceSizeClass.compact) Optional(HeadlessSwiftUI.UserInterfaceSizeClass.regular)"
            ))
    }

    @Test func rootEnvironmentChangeReevaluatesOnlyReadersOfTheChangedValue() {
        struct Plain: View {
            var body: some View { Text("plain") }
        }
        struct Mixed: View {
            var body: some View {
                VStack {
                    Reader(name: "reader")
                    Plain()
                }
            }
        }
        let host = ViewHost(Mixed())
        host.resetStatistics()
        host.update { $0.dynamicTypeSize = .accessibility1 }
        #expect(host.contains(text: "reader accessibility1 nil nil"))
        #expect(host.stats.bodyEvaluations(of: Reader.self) == 1)
        #expect(host.stats.bodyEvaluations(of: Plain.self) == 0)
        #expect(host.stats.bodyEvaluations(of: Mixed.self) == 0)
        host.resetStatistics()
        host.update { $0.colorScheme = .dark }
        #expect(host.stats.bodyEvaluations == 0, "nobody reads the color scheme")
    }

    @Observable
    final class Model {
        var count = 0
        var title = "Title"
    }

    struct ModelEditor: View {
        @Bindable var model: Model
        var body: some View {
            VStack {
                Button("Increment") { $model.count.wrappedValue += 1 }
                Button("Rename") { model.title = "Renamed" }
            }
        }
    }

    struct CountView: View {
        let model: Model
        var body: some View { Text("Count \(model.count)") }
    }

    struct TitleView: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    struct ModelScreen: View {
        @State private var model = Model()
        var body: some View {
            VStack {
                CountView(model: model)
                TitleView(model: model)
                ModelEditor(model: model)
            }
        }
    }

    @Test func observableModelInStateDrivesUpdatesThroughBindable() throws {
        let host = ViewHost(ModelScreen())
        host.resetStatistics()
        try host.tap("Increment")
        #expect(host.contains(text: "Count 1"))
        // Observation tracks properties: only the view that read `count` runs again.
        #expect(host.stats.bodyEvaluations(of: CountView.self) == 1)
        #expect(host.stats.bodyEvaluations(of: TitleView.self) == 0)
        #expect(host.stats.bodyEvaluations(of: ModelScreen.self) == 0)
        try host.tap("Rename")
        #expect(host.contains(text: "Renamed"))
    }

    struct ObjectReader: View {
        @Environment(Model.self) private var model
        var body: some View { Text("Env count \(model.count)") }
    }

    @Test func observableObjectInTheEnvironment() throws {
        let model = Model()
        let host = ViewHost(VStack { ObjectReader() }.environment(model))
        #expect(host.contains(text: "Env count 0"))
        model.count = 5
        #expect(host.contains(text: "Env count 5"))
    }
}
