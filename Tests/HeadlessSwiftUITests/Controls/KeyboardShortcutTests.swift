import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("keyboardShortcut: a key press on a hardware keyboard runs the control")
struct KeyboardShortcutTests {
    struct Editor: View {
        @State var log: [String] = []
        @State var canSave = true
        var body: some View {
            VStack {
                Button("Open") { log.append("open") }.keyboardShortcut("o", modifiers: .command)
                Button("Save") { log.append("save") }.keyboardShortcut("s").disabled(!canSave)
                Button("Save As") { log.append("save as") }.keyboardShortcut("s", modifiers: [.command, .shift])
                Button("Done") { log.append("done") }.keyboardShortcut(.defaultAction)
                Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction).hidden()
                Button("Lock") { canSave = false }
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func aShortcutRunsItsControlWithExactlyItsModifiers() throws {
        let host = ViewHost(Editor())
        try host.press("o", modifiers: .command)
        try host.press("s", modifiers: .command)
        try host.press("s", modifiers: [.command, .shift])
        try host.press(.return)
        #expect(host.contains(text: "log: open,save,save as,done"))
        #expect(throws: ViewHostError.self) { try host.press("o") }
    }

    @Test func aHiddenControlTakesItsShortcutAndADisabledOneDoesNot() throws {
        let host = ViewHost(Editor())
        try host.press(.escape)
        #expect(host.contains(text: "log: cancel"))
        try host.tap("Lock")
        #expect(throws: ViewHostError.self) { try host.press("s", modifiers: .command) }
    }

    @Test func theFirstControlFoundDepthFirstTakesAShortcutTwoShare() throws {
        struct Twice: View {
            @State var ran = ""
            var body: some View {
                HStack {
                    VStack { Button("Inner first") { ran = "inner first" }.keyboardShortcut("k") }
                    Button("Second") { ran = "second" }.keyboardShortcut("k")
                    Text("ran: \(ran)")
                }
            }
        }
        let host = ViewHost(Twice())
        try host.press("k", modifiers: .command)
        #expect(host.contains(text: "ran: inner first"))
    }

    @Test func theShortcutIsInTheTreeAndTheEnvironment() throws {
        let host = ViewHost(Editor())
        #expect(host.render().contains("keyboardShortcut(.return, modifiers: [])"))
        #expect(host.render().contains("keyboardShortcut(\"s\", modifiers: [.shift, .command])"))
        #expect(host.find(text: "Done")?.environment?.keyboardShortcut == .defaultAction)
        #expect(KeyboardShortcut("x").modifiers == .command)
        #expect(EventModifiers.all.contains([.capsLock, .shift, .control, .option, .command, .numericPad]))
    }
}
