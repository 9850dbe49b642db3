import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("keyboardType, textContentType and the deprecated autocapitalization, with UIKit's types")
struct KeyboardTypeTests {
    struct PaymentForm: View {
        @State var amount = ""
        @State var name = ""
        var body: some View {
            Form {
                TextField("Amount", text: $amount).keyboardType(.decimalPad)
                TextField("Name", text: $name).autocapitalization(.none)
                Text("amount: \(amount)")
            }
        }
    }

    @Test func theKeyboardTypeIsShownOnItsField() throws {
        let host = ViewHost(PaymentForm())
        let tree = host.render()
        #expect(tree.contains("keyboardType(.decimalPad)"))
        try host.type("12.5", into: "Amount")
        #expect(host.contains(text: "amount: 12.5"))
    }

    @Test func autocapitalizationSetsTheTextInputAutocapitalizationItWasReplacedBy() {
        let tree = ViewHost(PaymentForm()).render()
        #expect(tree.contains("textInputAutocapitalization(.never)"))
    }

    @Test(arguments: [
        (UITextAutocapitalizationType.none, "never"), (.words, "words"), (.sentences, "sentences"),
        (.allCharacters, "characters"),
    ])
    func uiKitStylesMapToTheirTextInputAutocapitalization(style: UITextAutocapitalizationType, name: String) {
        #expect(TextInputAutocapitalization(style)?.name == name)
    }

    @Test func uiKitRawValuesAreUIKits() {
        #expect(UIKeyboardType.numberPad.rawValue == 4)
        #expect(UIKeyboardType.decimalPad.rawValue == 8)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
    }
}

extension KeyboardTypeTests {
    @Test func theTextContentTypeIsShownAndNilRemovesIt() {
        struct Login: View {
            @State var user = ""
            @State var code = ""
            var body: some View {
                VStack {
                    TextField("User", text: $user).textContentType(.username)
                    TextField("Code", text: $code).textContentType(nil)
                }
            }
        }
        let tree = ViewHost(Login()).render()
        #expect(tree.contains("textContentType(.username)"))
        #expect(tree.contains("textContentType(nil)"))
        #expect(UITextContentType.oneTimeCode == UITextContentType(rawValue: "oneTimeCode"))
    }
}
