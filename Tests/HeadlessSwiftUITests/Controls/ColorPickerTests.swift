import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("ColorPicker: a user picks a color, and the binding and the screen follow")
struct ColorPickerTests {
    /// A theme screen as an app writes one: the accent tints a preview; the background takes
    /// no opacity.
    struct Theme: View {
        @State private var accent = Color.blue
        @State private var background = Color.white
        var body: some View {
            Form {
                ColorPicker("Accent", selection: $accent)
                ColorPicker("Background", selection: $background, supportsOpacity: false)
                Text("Preview").foregroundStyle(accent)
                Text(background == .white ? "Plain background" : "Custom background")
            }
        }
    }

    @Test func pickingAColorSetsTheBindingAndUpdatesTheScreen() throws {
        let host = ViewHost(Theme())
        #expect(try host.control("Accent").kind == .colorPicker)
        #expect(try host.control("Accent").value(as: Color.self) == .blue)
        #expect(host.render().contains("ColorPicker \"Accent\" selection: .blue"))

        try host.pick(color: .orange.opacity(0.5), in: "Accent")

        #expect(try host.control("Accent").value(as: Color.self) == .orange.opacity(0.5))
        #expect(host.render().contains("ColorPicker \"Accent\" selection: .orange.opacity(0.5)"), "\(host.render())")
    }

    @Test func withoutOpacityThePickedColorIsOpaque() throws {
        let host = ViewHost(Theme())
        #expect(host.render().contains("ColorPicker \"Background\" selection: .white supportsOpacity: false"))

        try host.pick(color: Color(red: 1, green: 0, blue: 0, opacity: 0.3), in: "Background")

        let picked = try #require(try host.control("Background").value(as: Color.self))
        #expect(picked == Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
        #expect(host.contains(text: "Custom background"))
    }

    @Test func aDisabledPickerTakesNoPick() throws {
        let host = ViewHost(ColorPicker("Ink", selection: .constant(Color.black)).disabled(true))
        #expect(throws: ViewHostError.self) { try host.pick(color: .red, in: "Ink") }
        #expect(host.render().contains("disabled"))
    }
}
