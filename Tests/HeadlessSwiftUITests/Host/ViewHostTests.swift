import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ViewHost renders, finds and taps")
struct ViewHostTests {
    struct Screen: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Title").bold()
                Button("Same") { count += 1 }
                Button("Same") { count += 2 }
                Button("Off") { count += 100 }.disabled(true)
                Button(role: .destructive) {
                    count = 0
                } label: {
                    Label("Reset", systemImage: "clock.arrow.circlepath")
                }
                Text("Count \(count)")
                    .padding(.horizontal, 20)
                    .opacity(0.5)
                    .overlay(alignment: .topTrailing) { Color.red.frame(width: 8, height: 8) }
                Divider().hidden()
            }
            .padding()
        }
    }

    @Test func rendersAStableTextTree() {
        let host = ViewHost(Screen())
        let expected = """
            VStack(alignment: .leading, spacing: 8) .padding()
              Text "Title" .bold
              Button
                Text "Same"
              Button
                Text "Same"
              Button(disabled) .disabled
                Text "Off"
              Button(role: .destructive)
                Label
                  Image "clock.arrow.circlepath"
                  Text "Reset"
              Text "Count 0" .padding(.horizontal, 20) .opacity(0.5)
                overlay(alignment: .topTrailing):
                  Color .red .frame(width: 8, height: 8)
              Divider .hidden
            """
        #expect(host.render() == expected)
        #expect(host.render() == host.render())
    }

    @Test func findReturnsTheTextWithItsModifiers() throws {
        let host = ViewHost(Screen())
        let count = try #require(host.find(text: "Count 0"))
        #expect(count.modifiers == ["padding(.horizontal, 20)", "opacity(0.5)"])
        #expect(host.find(text: "Missing") == nil)
    }

    @Test func tapFindsALabelInsideTheButton() throws {
        let host = ViewHost(Screen())
        try host.tap("Reset")
        #expect(host.contains(text: "Count 0"))
    }

    @Test func tappingAMissingLabelSaysWhatIsThere() {
        let host = ViewHost(Screen())
        let error = #expect(throws: ViewHostError.self) { try host.tap("Nope") }
        #expect(
            error?.description == "No button or link shows \"Nope\". Tappable: \"Same\", \"Same\", \"Off\", \"Reset\"")
    }

    @Test func tappingAnAmbiguousLabelFails() {
        let host = ViewHost(Screen())
        let error = #expect(throws: ViewHostError.self) { try host.tap("Same") }
        #expect(error?.description.hasPrefix("\"Same\" is ambiguous: 2 controls show it") == true)
    }

    @Test func aDisabledButtonCannotBeTapped() {
        let host = ViewHost(Screen())
        #expect(throws: ViewHostError.self) { try host.tap("Off") }
        #expect(host.contains(text: "Count 0"))
    }

    @Test func stateOutsideAViewWarns() {
        struct Loose: View {
            @State var value = 1
            var body: some View { Text("\(value)") }
        }
        let host = ViewHost(Text("root"))
        let loose = Loose()
        loose.value = 2
        #expect(loose.value == 1)
        #expect(host.warnings.contains { $0.contains("outside of being installed on a View") })
    }

    struct Marked: View {
        @State private var shows = false
        var body: some View {
            VStack {
                Text("Inside")
                Button("Open") { shows = true }
            }
            .font(.title)
            .accessibilityIdentifier("stack")
            .sheet(isPresented: $shows) {
                Text("Sheet").textCase(.uppercase).accessibilityIdentifier("sheet title")
            }
        }
    }

    @Test("find(identifier:) gives the view marked so, with the environment it sees, in a sheet too")
    func findByIdentifier() throws {
        let host = ViewHost(Marked())
        let stack = try #require(host.find(identifier: "stack"))
        #expect(stack.text == nil, "the stack, not a view inside it")
        #expect(stack.texts == ["Inside", "Open"])
        #expect(host.find(text: "Inside")?.environment?.font == .title)
        #expect(host.find(identifier: "sheet title") == nil, "not presented yet")
        try host.tap("Open")
        host.settle()
        let title = try #require(host.find(identifier: "sheet title"))
        #expect(title.text == "Sheet")
        #expect(title.environment?.textCase == .uppercase)
        #expect(host.find(identifier: "missing") == nil)
    }

    @Test("An element's opacity is what the opacity modifiers on its line multiply to")
    func elementOpacity() {
        let host = ViewHost(
            VStack {
                Text("Half of half").opacity(0.5).padding().opacity(0.5)
                Text("Opaque")
                Text("Gone").opacity(0)
            }.opacity(0.8))
        #expect(host.find(text: "Half of half")?.opacity == 0.25)
        #expect(host.find(text: "Opaque")?.opacity == 1, "the stack's opacity is the stack's")
        #expect(host.find(text: "Gone")?.opacity == 0)
        #expect(host.find(text: "Gone")?.isVisible == false)
    }

    @Test("An element's backgrounds and overlays are typed: placement, alignment, elements and their views")
    func accessories() throws {
        let host = ViewHost(
            Text("Inbox")
                .background(alignment: .leading) { Color.yellow }
                .overlay(alignment: .topTrailing) { Text("3") })
        let inbox = try #require(host.find(text: "Inbox"))
        #expect(inbox.accessories.map(\.placement) == [.background, .overlay])
        #expect(inbox.accessories.map(\.alignment) == [.leading, .topTrailing])
        #expect(inbox.accessories[0].elements.first?.view(as: Color.self) == .yellow)
        #expect(inbox.accessories[1].elements.map(\.text) == ["3"])
        #expect(inbox.view(as: Text.self) == Text("Inbox"))
        #expect(inbox.view(as: Color.self) == nil)
        #expect(host.find { $0.view(as: Color.self) != nil }?.text == nil)
        #expect(host.find { $0.text == "3" }?.text == "3", "find(where:) looks into accessories")
        #expect(host.find { $0.text == "4" } == nil)
    }
}
