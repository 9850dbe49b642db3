import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// Typed queries: by view type, accessibility label and role; a found element tapped and
/// measured.
@MainActor
@Suite("Typed queries")
struct ViewHostQueriesTests {
    struct Row: View {
        let title: String
        let starred: Bool
        var body: some View {
            HStack {
                Text(title)
                if starred { Image(systemName: "star.fill").accessibilityLabel("Starred") }
            }
        }
    }

    struct Screen: View {
        @State private var count = 0
        @State private var locked = false
        var body: some View {
            VStack {
                Row(title: "One", starred: true)
                Row(title: "Two", starred: false)
                Text("Count \(count)").accessibilityAddTraits(.isHeader)
                Button("Add") { count += 1 }
                Button("Lock") { locked = true }
                Button("Reset") { count = 0 }.disabled(locked)
            }
        }
    }

    @Test func byViewType() throws {
        let host = ViewHost(Screen())
        #expect(host.findAll(Row.self).map(\.texts) == [["One"], ["Two"]])
        #expect(host.find(Row.self)?.view(as: Row.self)?.starred == true)
        #expect(host.findAll(Image.self).count == 1)
        #expect(host.find(Toggle<Text>.self) == nil)
    }

    @Test func byLabelAndRole() {
        let host = ViewHost(Screen())
        #expect(host.find(label: "Starred")?.name.hasPrefix("Image") == true)
        #expect(host.find(label: "Nothing") == nil)
        #expect(host.findAll(role: .isButton).map(\.texts) == [["Add"], ["Lock"], ["Reset"]])
        #expect(host.findAll(role: .isHeader).map(\.texts) == [["Count 0"]])
    }

    @Test func aFoundElementIsTappedAndMeasured() throws {
        let host = ViewHost(Screen(), device: .iPhoneSE)
        let add = try #require(host.findAll(role: .isButton).first { $0.texts == ["Add"] })
        try host.tap(add)
        try host.tap(add)
        #expect(host.contains(text: "Count 2"))
        let row = try #require(host.find(Row.self))
        let frame = try #require(host.frame(of: row))
        #expect(frame.width > 0 && frame.height > 0)
        #expect(host.frame(of: row) == host.frame(of: try #require(host.findAll(Row.self).first)))
        // Not a control, and a disabled one: neither takes the tap.
        #expect(throws: ViewHostError.self) { try host.tap(row) }
        try host.tap("Lock")
        let reset = try #require(host.findAll(role: .isButton).first { $0.texts == ["Reset"] })
        #expect(throws: ViewHostError.self) { try host.tap(reset) }
        #expect(host.contains(text: "Count 2"))
    }

    /// A view found by type is its line of the tree: the modifiers above it are on it.
    @Test func aViewFoundByTypeCarriesItsModifiers() throws {
        let padded = ViewHost(VStack { Button("Go") {}.padding(8) })
        #expect(padded.find(Button<Text>.self)?.modifiers.isEmpty == false)
    }

    /// An element found before its view was disabled does not take the tap.
    @Test func anElementDisabledSinceItWasFoundTakesNoTap() throws {
        let host = ViewHost(Screen())
        let reset = try #require(host.findAll(role: .isButton).first { $0.texts == ["Reset"] })
        try host.tap("Lock")
        #expect(throws: ViewHostError.self) { try host.tap(reset) }
    }
}
