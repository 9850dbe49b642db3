import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Accessibility labels, hints, values and traits, as the host reads them")
struct AccessibilityTests {
    struct Player: View {
        @State var volume = 0.4
        var body: some View {
            VStack {
                Button {
                } label: {
                    Image(systemName: "heart.fill")
                }
                .accessibilityLabel("Like")
                .accessibilityHint(Text("Adds the song to your favorites"))
                .accessibilityIdentifier("like")
                Text("Now playing").accessibilityAddTraits(.isHeader)
                Text("Volume")
                    .accessibilityValue("\(Int(volume * 100)) percent")
                    .accessibilityRemoveTraits(.isStaticText)
                Text("Hidden hint").accessibilityHint("Never", isEnabled: false)
            }
        }
    }

    @Test("A button's label, hint and traits; a header; a value; a disabled hint")
    func properties() throws {
        let host = ViewHost(Player())
        let like = try #require(host.find(identifier: "like"))
        #expect(like.accessibilityLabel == "Like")
        #expect(like.accessibilityHint == "Adds the song to your favorites")
        #expect(like.accessibilityTraits == .isButton)
        let header = try #require(host.find(text: "Now playing"))
        #expect(header.accessibilityTraits == [.isStaticText, .isHeader])
        #expect(header.accessibilityLabel == nil)
        let volume = try #require(host.find(text: "Volume"))
        #expect(volume.accessibilityValue == "40 percent")
        #expect(volume.accessibilityTraits.isEmpty)
        #expect(host.find(text: "Hidden hint")?.accessibilityHint == nil, "isEnabled: false sets nothing")
        #expect(host.render().contains("accessibilityLabel(\"Like\")"))
    }

    @Test("Of two labels on one view, the one written later wins")
    func laterLabelWins() throws {
        let host = ViewHost(
            Text("Score").accessibilityLabel("Points").accessibilityIdentifier("score").accessibilityLabel("Total"))
        #expect(host.find(identifier: "score")?.accessibilityLabel == "Total")
    }

    @Test("AccessibilityTraits is a set")
    func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton))
        // The SDK declares `remove` without `@discardableResult`: its result is used.
        #expect(traits.remove(.isButton) == .isButton)
        #expect(traits == .isSelected)
        #expect(traits.union(.isHeader).contains(.isHeader))
    }
}

extension AccessibilityTests {
    struct ContactRow: View {
        var body: some View {
            VStack {
                HStack {
                    Image(systemName: "person").accessibilityLabel("Photo")
                    VStack {
                        Text("Ada")
                        Text("Admin")
                    }
                    Text("hidden").hidden()
                }
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("row")
                HStack {
                    Text("One")
                    Text("Two")
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Both")
                .accessibilityIdentifier("labelled")
                HStack { Text("Three") }.accessibilityElement().accessibilityIdentifier("ignored")
            }
        }
    }

    @Test("accessibilityElement(children: .combine) reads its children's labels and texts in order")
    func combinedChildren() throws {
        let host = ViewHost(ContactRow())
        #expect(try #require(host.find(identifier: "row")).accessibilityLabel == "Photo, Ada, Admin")
        #expect(try #require(host.find(identifier: "labelled")).accessibilityLabel == "Both", "a label set wins")
        #expect(try #require(host.find(identifier: "ignored")).accessibilityLabel == nil)
        #expect(host.render().contains("accessibilityElement(children: .combine)"))
        #expect(host.render().contains("accessibilityElement(children: .ignore)"))
    }
}
