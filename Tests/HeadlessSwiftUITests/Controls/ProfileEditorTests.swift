import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

@MainActor
@Suite("A profile editor driven as a user would")
struct ProfileEditorTests {
    @Observable
    final class Profile {
        var name = ""
        var email = ""
        var isPublic = false
        var theme = "system"
        var guests = 1
        var volume = 0.5
        var birthday = Date(timeIntervalSince1970: 0)
        var log: [String] = []
    }

    struct ProfileEditor: View {
        @Bindable var profile: Profile
        enum Field: Hashable { case name, email }
        @FocusState private var focusedField: Field?

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $profile.name, prompt: Text("Required"))
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                    .onSubmit {
                        profile.log.append("name: \(profile.name)")
                        focusedField = .email
                    }
                TextField("Email", text: $profile.email)
                    .focused($focusedField, equals: .email)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .onSubmit { profile.log.append("email: \(profile.email)") }
                Toggle("Public profile", isOn: $profile.isPublic)
                Picker("Theme", selection: $profile.theme) {
                    Text("System").tag("system")
                    Text("Light").tag("light")
                    Text("Dark").tag("dark")
                }
                .pickerStyle(.segmented)
                Stepper("Guests", value: $profile.guests, in: 1...5)
                Slider(value: $profile.volume, in: 0...1, step: 0.1) { Text("Volume") }
                DatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
                Text("Editing: \(focusedField.map { "\($0)" } ?? "nothing")")
            }
            .onSubmit { profile.log.append("form") }
            .textFieldStyle(.roundedBorder)
        }
    }

    @Test func editingEveryControlWritesTheModel() throws {
        let profile = Profile()
        let host = ViewHost(ProfileEditor(profile: profile))
        try host.type("Ada Lovelace", into: "Name")
        #expect(host.contains(text: "Editing: name"))
        try host.submit("Name")
        // The field's action moves focus; the form-wide one runs after the field's own.
        #expect(host.contains(text: "Editing: email"))
        try host.type("ada@example.com", into: "Email")
        try host.submit("Email")
        #expect(profile.log == ["name: Ada Lovelace", "form", "email: ada@example.com", "form"])

        try host.toggle("Public profile")
        try host.pick("Dark", in: "Theme")
        try host.increment("Guests")
        try host.increment("Guests")
        try host.slide("Volume", to: 0.33)
        let birthday = Date(timeIntervalSince1970: 339_552_000)
        try host.pick(date: birthday, in: "Birthday")

        #expect(profile.name == "Ada Lovelace")
        #expect(profile.email == "ada@example.com")
        #expect(profile.isPublic)
        #expect(profile.theme == "dark")
        #expect(profile.guests == 3)
        #expect(abs(profile.volume - 0.3) < 1e-9)
        #expect(profile.birthday == birthday)

        let lines = host.render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.contains(
                #"TextField "Name" text: "Ada Lovelace" prompt: "Required" style: .roundedBorder .focused(equals: .name) .submitLabel(.next) .onSubmit(of: .text)"#
            ))
        #expect(lines.contains(#"Toggle "Public profile" isOn: true"#))
        #expect(lines.contains(#"Picker "Theme" selection: "dark" style: .segmented"#))
        #expect(lines.contains(#"Stepper "Guests" value: 3 in: 1...5"#))
        #expect(lines.contains(#"Slider "Volume" value: 0.3 in: 0...1 step: 0.1"#))
        #expect(lines.contains(#"DatePicker "Birthday" selection: 1980-10-05T00:00:00Z components: [.date]"#))
    }

    @Test func aModelChangedElsewhereShowsInTheControls() throws {
        let profile = Profile()
        let host = ViewHost(ProfileEditor(profile: profile))
        profile.guests = 4
        profile.isPublic = true
        #expect(try host.control("Guests").value(as: Int.self) == 4)
        #expect(try host.control("Public profile").value(as: Bool.self) == true)
    }

    @Test func controlsLayOutAcrossTheScreen() throws {
        let host = ViewHost(ProfileEditor(profile: Profile()), device: .iPhone15Pro)
        let frames = host.render(frames: true)
        #expect(frames.contains("Toggle \"Public profile\" isOn: false"))
        let toggle = frames.split(separator: "\n").first { $0.contains("Toggle \"Public profile\"") }
        #expect(toggle?.contains("× 31]") == true)
    }
}
