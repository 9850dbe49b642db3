import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// An iOS 15-era inbox: NavigationView, navigationBarTitle, NavigationLink(destination:) and
/// presentationMode, as apps of that time wrote them.
struct LegacyInbox: View {
    let messages = ["Welcome", "Invoice"]
    var body: some View {
        NavigationView {
            VStack {
                ForEach(messages, id: \.self) { message in
                    NavigationLink(message, destination: LegacyMessage(title: message))
                }
                NavigationLink(destination: LegacyMessage(title: "Draft")) {
                    Label("Compose", systemImage: "square.and.pencil")
                }
                Text(verbatim: "inbox root")
            }
            .navigationBarTitle("Inbox")
            .navigationBarHidden(false)
        }
        .navigationViewStyle(.stack)
    }
}

struct LegacyMessage: View {
    let title: String
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text("Reading \(title)")
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
        .navigationBarTitle(Text(title))
        .edgesIgnoringSafeArea(.bottom)
    }
}

struct LegacyInbox_Previews: PreviewProvider {
    static var previews: some View {
        LegacyInbox()
    }
}

@MainActor
@Suite("Legacy navigation: NavigationView, navigationBarTitle, destination links, presentationMode")
struct LegacyNavigationTests {
    @Test func aDestinationLinkPushesAndPresentationModeDismissesBack() throws {
        let host = ViewHost(LegacyInbox())
        let root = host.render()
        #expect(root.contains("NavigationView"))
        #expect(host.navigationTitle == "Inbox")
        #expect(root.contains("navigationViewStyle(.stack)"))
        try host.tap("Invoice")
        #expect(host.contains(text: "Reading Invoice"))
        #expect(host.contains(text: "presented"))
        #expect(!host.contains(text: "inbox root"), "the root is covered by the pushed screen")
        #expect(host.navigationTitle == "Invoice")
        try host.tap("Close")
        #expect(!host.contains(text: "Reading Invoice"))
        #expect(host.contains(text: "inbox root"))
        try host.tap("Compose")
        #expect(host.contains(text: "Reading Draft"))
        try host.back()
        #expect(host.contains(text: "inbox root"))
    }

    @Test func outsideAPresentationPresentationModeIsNotPresentedAndDismissDoesNothing() throws {
        let host = ViewHost(LegacyMessage(title: "Alone"))
        #expect(host.contains(text: "not presented"))
        try host.tap("Close")
        #expect(host.contains(text: "Reading Alone"))
        #expect(host.render().contains("ignoresSafeArea"))
    }

    @Test func aPreviewProviderRendersItsPreviews() {
        let host = ViewHost(LegacyInbox_Previews.previews)
        #expect(host.contains(text: "inbox root"))
        #expect(LegacyInbox_Previews.platform == nil)
    }

    @Test func navigationBarTitleWithADisplayModeSetsBoth() {
        let host = ViewHost(NavigationStack { Text("Body").navigationBarTitle("Mission", displayMode: .inline) })
        let tree = host.render()
        #expect(tree.contains("navigationBarTitle(\"Mission\")"), "\(tree)")
        #expect(tree.contains(".navigationBarTitleDisplayMode(.inline)"), "\(tree)")
    }

    @Test func searchableWithSuggestionsRecordsBoth() {
        let host = ViewHost(
            NavigationStack {
                List { Text("Row") }
                    .searchable(text: .constant(""), prompt: "Events") { Text("Launch").searchCompletion("launch") }
            })
        let tree = host.render()
        #expect(tree.contains("searchable(text: \"\", prompt: \"Events\""), "\(tree)")
        #expect(tree.contains("searchSuggestions"), "\(tree)")
    }

    @Test func previewTraitsAreRecordedOnTheirViews() {
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Text("Row")
                    .previewLayout(.fixed(width: 320, height: 60))
                    .previewDevice("iPhone 15")
                    .previewDisplayName("Compact")
            }
        }
        let tree = ViewHost(Row_Previews.previews).render()
        #expect(tree.contains("previewLayout(.fixed(width: 320, height: 60))"), "\(tree)")
        #expect(tree.contains("previewDevice(\"iPhone 15\")"), "\(tree)")
        #expect(tree.contains("previewDisplayName(\"Compact\")"), "\(tree)")
        #expect(PreviewDevice(rawValue: "iPad").rawValue == "iPad")
    }
}

/// A login screen of the iOS 14 era: a hidden `NavigationLink(destination:isActive:)` that a
/// button's action fires, and a `tag:selection:` list.
struct LegacyLogin: View {
    @State var loggedIn = false
    @State var selectedID: String?
    let ids = ["a", "b"]
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Welcome home"), isActive: $loggedIn) { EmptyView() }
                Button("Log in") { loggedIn = true }
                Text(loggedIn ? "state: in" : "state: out")
                ForEach(ids, id: \.self) { id in
                    NavigationLink("Item \(id)", tag: id, selection: $selectedID) {
                        Text("Detail \(id)")
                    }
                }
                Text("selected: \(selectedID ?? "none")")
                Button("Select b") { selectedID = "b" }
            }
        }
        .navigationViewStyle(.stack)
    }
}

extension LegacyNavigationTests {
    @Test func anIsActiveBindingPushesAndGoingBackClearsIt() throws {
        let host = ViewHost(LegacyLogin())
        #expect(host.contains(text: "state: out"))
        try host.tap("Log in")
        #expect(host.contains(text: "Welcome home"), "setting the binding pushes the destination")
        try host.back()
        #expect(host.contains(text: "state: out"), "going back sets the binding to false")
        #expect(!host.contains(text: "Welcome home"))
        #expect(host.warnings.isEmpty, "a link is not a misplaced destination modifier: \(host.warnings)")
    }

    @Test func tappingATaggedLinkSetsTheSelectionAndSettingItPushes() throws {
        let host = ViewHost(LegacyLogin())
        try host.tap("Item a")
        #expect(host.contains(text: "Detail a"))
        try host.back()
        #expect(host.contains(text: "selected: none"), "going back clears the selection")
        try host.tap("Select b")
        #expect(host.contains(text: "Detail b"), "setting the selection pushes that tag's destination")
        #expect(!host.contains(text: "Detail a"))
    }

    @Test func clearingTheBindingPops() throws {
        struct Flow: View {
            @State var showsNext = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Next", isActive: $showsNext) {
                        Button("Done") { showsNext = false }
                    }
                }
            }
        }
        let host = ViewHost(Flow())
        try host.tap("Next")
        #expect(host.contains(text: "Done"))
        try host.tap("Done")
        #expect(host.contains(text: "Next"), "setting the binding to false pops the destination")
        #expect(!host.contains(text: "Done"))
    }

    @Test func anIsActiveLinkInAListRowPushesWithoutTheDestinationModifiersWarning() throws {
        struct Rows: View {
            @State var opened = false
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink(destination: Text("Opened row"), isActive: $opened) { Text("Row") }
                    }
                }
            }
        }
        let host = ViewHost(Rows())
        try host.tap("Row")
        #expect(host.contains(text: "Opened row"))
        #expect(
            host.warnings.isEmpty,
            "SwiftUI warns about navigationDestination in a List, not about links: \(host.warnings)")
    }
}
