import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import TestSupport
import Testing

@MainActor
@Suite("Text fields hold text, submit and focus")
struct TextFieldTests {
    struct SignIn: View {
        let log: EventLog
        enum Field: Hashable { case username, password }
        @State private var username = ""
        @State private var password = ""
        @FocusState private var focused: Field?

        var body: some View {
            VStack {
                TextField("Username", text: $username, prompt: Text("Required"))
                    .focused($focused, equals: .username)
                    .onSubmit { log.entries.append("username submitted") }
                    .submitLabel(.next)
                SecureField("Password", text: $password)
                    .focused($focused, equals: .password)
                Text("Focus: \(focused.map { "\($0)" } ?? "none")")
                Text("Hello \(username)")
            }
            .onSubmit { log.entries.append("form submitted \(username)") }
        }
    }

    @Test func typingWritesTheBindingAndFocusesTheField() throws {
        let host = ViewHost(SignIn(log: EventLog()))
        let username = try host.control("Username")
        #expect(username.kind == .textField && username.value(as: String.self) == "")
        #expect(username.prompt == "Required")
        #expect(try host.control("Password").prompt == nil)
        try host.type("ada", into: "Username")
        #expect(host.contains(text: "Hello ada"))
        #expect(host.contains(text: "Focus: username"))
        try host.type("secret", into: "Password")
        #expect(host.contains(text: "Focus: password"))
        #expect(try host.control("Password").kind == .secureField)
        #expect(try host.control("Password").value(as: String.self) == "secret")
        #expect(!host.render().contains("secret"), "the text tree shows a secure field's text masked")
        #expect(try host.control("Username").value(as: String.self) == "ada")
    }

    @Test func submitRunsOnSubmitInnermostFirstAndMovesNoFocus() throws {
        let log = EventLog()
        let host = ViewHost(SignIn(log: log))
        try host.type("ada", into: "Username")
        try host.submit("Username")
        #expect(log.entries == ["username submitted", "form submitted ada"])
        #expect(host.contains(text: "Focus: username"))
        try host.submit("Password")
        #expect(log.entries.last == "form submitted ada")
        #expect(log.entries.count == 3)
    }

    struct Scoped: View {
        let log: EventLog
        @State private var tags = ""
        var body: some View {
            VStack {
                TextField("Tags", text: $tags).submitScope()
                TextField("Search", text: .constant("")).onSubmit(of: .search) { log.entries.append("search") }
            }
            .onSubmit { log.entries.append("form") }
        }
    }

    @Test func submitScopeBlocksOuterActionsAndSearchTriggersAreSeparate() throws {
        let log = EventLog()
        let host = ViewHost(Scoped(log: log))
        try host.submit("Tags")
        #expect(log.entries.isEmpty)
        try host.submit("Search")
        #expect(log.entries == ["form"])
    }

    struct Age: View {
        @State private var age = 30
        var body: some View {
            VStack {
                TextField("Age", value: $age, format: .number)
                Text("Age is \(age)")
            }
        }
    }

    @Test func aFormattedFieldWritesItsValueOnCommitOnly() throws {
        let host = ViewHost(Age())
        #expect(try host.control("Age").value(as: String.self) == "30")
        try host.type("41", into: "Age")
        #expect(host.contains(text: "Age is 30"))
        #expect(try host.control("Age").value(as: String.self) == "41", "the field shows what is being typed")
        try host.submit("Age")
        #expect(host.contains(text: "Age is 41"))
        try host.type("forty", into: "Age")
        try host.submit("Age")
        #expect(host.contains(text: "Age is 41"))
        #expect(try host.control("Age").value(as: String.self) == "41", "the field shows the value it kept")
    }

    @Test func aMissingFieldListsTheCandidates() {
        let host = ViewHost(SignIn(log: EventLog()))
        #expect(throws: ViewHostError.self) { try host.type("x", into: "Email") }
        do {
            try host.type("x", into: "Email")
        } catch {
            #expect("\(error)".contains(#"TextField "Username""#))
        }
    }

    @Test func aDisabledFieldCannotBeTyped() {
        struct Disabled: View {
            @State private var name = ""
            var body: some View { TextField("Name", text: $name).disabled(true) }
        }
        let host = ViewHost(Disabled())
        #expect(throws: ViewHostError.self) { try host.type("x", into: "Name") }
    }
}

@MainActor
@Suite("Text editors hold long-form text")
struct TextEditorTests {
    struct Notes: View {
        @State private var notes = "Buy milk"
        var body: some View {
            VStack {
                TextEditor(text: $notes).accessibilityIdentifier("notes")
                Text("\(notes.count) characters")
            }
        }
    }

    @Test func typingByIdentifierReplacesTheText() throws {
        let host = ViewHost(Notes())
        #expect(try host.control("notes").value(as: String.self) == "Buy milk")
        try host.type("Buy bread\nand eggs", into: "notes")
        #expect(host.contains(text: "18 characters"))
        #expect(try host.control("notes").value(as: String.self) == "Buy bread\nand eggs")
    }
}

@MainActor
@Suite("Deprecated text field callbacks still run")
struct LegacyTextFieldTests {
    struct Legacy: View {
        let log: EventLog
        @State private var city = ""
        var body: some View {
            TextField(
                "City", text: $city,
                onEditingChanged: { log.entries.append("editing \($0)") },
                onCommit: { log.entries.append("commit \(city)") })
        }
    }

    @Test func editingBeginsOnTypingAndEndsAfterCommit() throws {
        let log = EventLog()
        let host = ViewHost(Legacy(log: log))
        try host.type("Paris", into: "City")
        try host.type("Paris, France", into: "City")
        try host.submit("City")
        #expect(log.entries == ["editing true", "commit Paris, France", "editing false"])
    }

    @Test func disableAutocorrectionIsRecordedAsItsRenamedModifier() {
        let host = ViewHost(TextField("Username", text: .constant("")).disableAutocorrection(true))
        #expect(host.render().contains("autocorrectionDisabled(true)"))
    }
}
