import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("host.control(_:): a control as a user sees it, its value typed")
struct ViewHostControlTests {
    enum Flavor: Hashable { case vanilla, chocolate }

    struct Form: View {
        @State private var name = "Ada"
        @State private var code = "1234"
        @State private var notes = "Buy milk"
        @State private var wifi = true
        @State private var guests = 2
        @State private var flavor = Flavor.chocolate
        @State private var day = Date(timeIntervalSince1970: 0)
        @State private var volume = 0.5
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SecureField("Code", text: $code)
                TextEditor(text: $notes).accessibilityIdentifier("notes")
                Toggle("Wi-Fi", isOn: $wifi).disabled(true)
                Stepper("Guests", value: $guests, in: 1...4)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                }
                DatePicker("Day", selection: $day)
                Slider(value: $volume) { Text("Volume") }
            }
        }
    }

    @Test("Each kind of control gives its kind and its value as its binding holds it")
    func kindsAndValues() throws {
        let host = ViewHost(Form())
        let name = try host.control("Name")
        #expect(name.kind == .textField)
        #expect(name.value(as: String.self) == "Ada")
        let code = try host.control("Code")
        #expect(code.kind == .secureField)
        #expect(code.value(as: String.self) == "1234", "the text as typed; the tree shows dots")
        #expect(try host.control("notes").kind == .textEditor)
        #expect(try host.control("Guests").value(as: Int.self) == 2)
        #expect(try host.control("Guests").kind == .stepper)
        #expect(try host.control("Flavor").value(as: Flavor.self) == .chocolate)
        #expect(try host.control("Day").value(as: Date.self) == Date(timeIntervalSince1970: 0))
        #expect(try host.control("Volume").value(as: Double.self) == 0.5)
        #expect(try host.control("Volume").kind == .slider)
        #expect(try host.control("Guests").value(as: String.self) == nil, "a value of another type is nil")
    }

    @Test("The value follows the user's actions")
    func valuesFollowActions() throws {
        let host = ViewHost(Form())
        try host.increment("Guests")
        try host.pick("Vanilla", in: "Flavor")
        try host.type("Grace", into: "Name")
        #expect(try host.control("Guests").value(as: Int.self) == 3)
        #expect(try host.control("Flavor").value(as: Flavor.self) == .vanilla)
        #expect(try host.control("Name").value(as: String.self) == "Grace")
    }

    @Test("A disabled control is found, and says it takes no input")
    func disabledControls() throws {
        let host = ViewHost(Form())
        let wifi = try host.control("Wi-Fi")
        #expect(!wifi.isEnabled)
        #expect(wifi.value(as: Bool.self) == true)
        #expect(try host.control("Guests").isEnabled)
        #expect(throws: ViewHostError.self) { try host.toggle("Wi-Fi") }
    }

    @Test("A label no control has throws, naming the controls on screen")
    func unknownLabel() {
        let host = ViewHost(Form())
        #expect {
            try host.control("Brightness")
        } throws: { error in
            "\(error)".contains("No control is labelled \"Brightness\"") && "\(error)".contains("Slider \"Volume\"")
        }
    }
}
