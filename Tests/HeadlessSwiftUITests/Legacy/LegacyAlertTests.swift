import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// iOS 13-era dialogs (`Alert`, `ActionSheet`), as apps still write them.
@MainActor
@Suite("Legacy alerts and action sheets")
struct LegacyAlertTests {
    struct Failure: Identifiable {
        let id: Int
        let reason: String
    }

    struct SignUpForm: View {
        @State private var showsThanks = false
        @State private var asksToReset = false
        @State private var failure: Failure?
        @State private var log: [String] = []

        var body: some View {
            VStack {
                Button("Submit") { showsThanks = true }
                Button("Reset") { asksToReset = true }
                Button("Fail") { failure = Failure(id: 1, reason: "Offline") }
                Text("log: \(log.joined(separator: ", "))")
            }
            .alert(isPresented: $showsThanks) {
                Alert(title: Text("Thanks"), message: Text("ada@example.com"))
            }
            .actionSheet(isPresented: $asksToReset) {
                ActionSheet(
                    title: Text("Reset the form?"),
                    buttons: [.destructive(Text("Reset")) { log.append("reset") }, .cancel()])
            }
            .alert(item: $failure) { failure in
                Alert(
                    title: Text("Sign-up failed"), message: Text(failure.reason),
                    primaryButton: .default(Text("Retry")) { log.append("retry \(failure.id)") },
                    secondaryButton: .cancel())
            }
        }
    }

    @Test func anAlertWithoutButtonsShowsOKAndDismisses() throws {
        let host = ViewHost(SignUpForm())
        try host.tap("Submit")
        let alert = try #require(host.presentations.first)
        #expect(alert.style == .alert)
        #expect(alert.texts == ["Thanks", "ada@example.com", "OK"])
        try host.tap("OK")
        host.settle()
        #expect(host.presentations.isEmpty)
    }

    @Test func anActionSheetIsAConfirmationDialogWhoseButtonsRunTheirActions() throws {
        let host = ViewHost(SignUpForm())
        try host.tap("Reset")
        let sheet = try #require(host.presentations.first)
        #expect(sheet.style == .confirmationDialog)
        #expect(sheet.texts == ["Reset the form?", "Reset", "Cancel"])
        try host.tap("Reset")
        host.settle()
        #expect(host.contains(text: "log: reset"))
        #expect(host.presentations.isEmpty)
    }

    @Test func anItemAlertShowsTheItemAndClearsItWhenDismissed() throws {
        let host = ViewHost(SignUpForm())
        try host.tap("Fail")
        let alert = try #require(host.presentations.first)
        #expect(alert.texts == ["Sign-up failed", "Offline", "Retry", "Cancel"])
        try host.tap("Retry")
        host.settle()
        #expect(host.contains(text: "log: retry 1"))
        #expect(host.presentations.isEmpty)
        // The item was cleared: the same failure can be shown again.
        try host.tap("Fail")
        #expect(host.presentations.first?.texts.first == "Sign-up failed")
    }
}
