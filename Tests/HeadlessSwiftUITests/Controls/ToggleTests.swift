import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Toggles switch their bindings")
struct ToggleTests {
    struct Settings: View {
        @State private var wifi = true
        @State private var bluetooth = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle(isOn: $bluetooth) { Text("Bluetooth") }
                    .toggleStyle(.button)
                Text(wifi ? "Online" : "Offline")
            }
        }
    }

    @Test func tappingFlipsTheBinding() throws {
        let host = ViewHost(Settings())
        #expect(try host.control("Wi-Fi").value(as: Bool.self) == true)
        try host.toggle("Wi-Fi")
        #expect(host.contains(text: "Offline"))
        #expect(try host.control("Wi-Fi").value(as: Bool.self) == false)
        try host.toggle("Bluetooth")
        #expect(try host.control("Bluetooth").value(as: Bool.self) == true)
        #expect(try host.control("Bluetooth").style is ButtonToggleStyle)
        #expect(try host.control("Wi-Fi").style == nil)
    }

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button {
                configuration.isOn.toggle()
            } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    configuration.label
                }
            }
        }
    }

    struct Checklist: View {
        @State private var milk = false
        var body: some View {
            Toggle("Milk", isOn: $milk).toggleStyle(Checkbox())
            Text(milk ? "Got milk" : "Need milk")
        }
    }

    @Test func aCustomStyleDrawsTheToggleAndItsButtonFlipsIt() throws {
        let host = ViewHost(Checklist())
        #expect(try host.control("Milk").style is Checkbox)
        #expect(host.find { $0.view(as: Image.self) == Image(systemName: "square") } != nil, "the style's body draws")
        try host.tap("Milk")
        #expect(host.contains(text: "Got milk"))
        #expect(host.find { $0.view(as: Image.self) == Image(systemName: "checkmark.square") } != nil)
        try host.toggle("Milk")
        #expect(host.contains(text: "Need milk"))
    }

    struct Alarm: Identifiable {
        let id: Int
        var isOn: Bool
    }

    struct Alarms: View {
        @State private var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
        var body: some View {
            Toggle("All alarms", sources: $alarms, isOn: \.isOn)
            Text("On: \(alarms.filter(\.isOn).count)")
        }
    }

    @Test("A toggle's line shows its label, value, mixed state, style and disabled state as of its last update")
    func linesShowTheLastUpdate() throws {
        struct Settings: View {
            @State private var wifi = false
            @State private var sources = [true, false]
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Toggle("Bold", isOn: $wifi).toggleStyle(.button)
                    Toggle("Locked", isOn: .constant(true)).disabled(true)
                    Toggle("All", sources: $sources, isOn: \.self)
                }
            }
        }
        let host = ViewHost(Settings())
        let before = host.render()
        #expect(before.contains(#"Toggle "Wi-Fi" isOn: false"#))
        #expect(before.contains(#"Toggle "Bold" isOn: false style: .button"#))
        #expect(before.contains(#"Toggle "Locked" isOn: true disabled"#))
        #expect(before.contains(#"Toggle "All" isOn: false mixed"#))
        try host.toggle("Wi-Fi")
        let after = host.render()
        #expect(after.contains(#"Toggle "Wi-Fi" isOn: true"#))
        #expect(after.contains(#"Toggle "Bold" isOn: true style: .button"#))
    }

    @Test func aToggleOverSourcesIsMixedThenSetsThemAll() throws {
        let host = ViewHost(Alarms())
        let alarms = try host.control("All alarms")
        #expect(alarms.value(as: Bool.self) == false)
        #expect(alarms.isMixed)
        try host.toggle("All alarms")
        #expect(host.contains(text: "On: 2"))
        try host.toggle("All alarms")
        #expect(host.contains(text: "On: 0"))
    }
}

@MainActor
@Suite("Button styles and control appearance are recorded")
struct ControlAppearanceTests {
    struct Toolbar: View {
        @State private var alerts = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Follow") { taps += 1 }
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                    .tint(.orange)
                Button("Details") {}.buttonStyle(.bordered).controlSize(.small)
                Toggle("Alerts", isOn: $alerts).tint(.green).labelsHidden()
                Text("Taps \(taps)")
            }
        }
    }

    @Test func stylesShowOnTheirLinesAndButtonsStillTap() throws {
        let host = ViewHost(Toolbar())
        let tree = host.render()
        #expect(
            tree.contains(
                "Button(style: .borderedProminent) .buttonStyle(.borderedProminent) .buttonBorderShape(.capsule) .tint(.orange)"
            ))
        #expect(tree.contains("Button(style: .bordered) .buttonStyle(.bordered) .controlSize(.small)"))
        #expect(tree.contains(#"Toggle "Alerts" isOn: false .tint(.green) .labelsHidden"#))
        try host.tap("Follow")
        #expect(host.contains(text: "Taps 1"))
        try host.toggle("Alerts")
        #expect(try host.control("Alerts").value(as: Bool.self) == true)
    }
}

@MainActor
@Suite("Labeled content shows a label and its value")
struct LabeledContentTests {
    struct About: View {
        var body: some View {
            VStack {
                LabeledContent("Version", value: "2.1")
                LabeledContent("Downloads", value: 1234, format: .number)
                LabeledContent {
                    Text("12 GB")
                } label: {
                    Text("Storage")
                }
            }
        }
    }

    @Test func eachRowShowsItsLabelAndValue() {
        let host = ViewHost(About())
        let lines = host.render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"LabeledContent "Version""#))
        #expect(host.texts == ["Version", "2.1", "Downloads", "1,234", "Storage", "12 GB"])
    }
}
