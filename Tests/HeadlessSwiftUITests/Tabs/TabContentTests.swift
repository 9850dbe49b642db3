import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Test("indexViewStyle is recorded on the paged tab view's line")
func indexViewStyleIsRecorded() {
    let host = ViewHost(
        TabView { Text("One").tag(1) }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
    #expect(host.render().contains("indexViewStyle(.page(backgroundDisplayMode: .always))"))
}

@MainActor
@Test("A ForEach of tabs makes a tab per element, selectable like any tab")
func forEachOfTabs() throws {
    struct Account: Identifiable {
        let id: Int
        let name: String
    }
    struct Accounts: View {
        let accounts = [Account(id: 1, name: "Work"), Account(id: 2, name: "Home")]
        @State var selection = 1
        var body: some View {
            TabView(selection: $selection) {
                ForEach(accounts) { account in
                    Tab(account.name, systemImage: "person", value: account.id) { Text("Inbox of \(account.name)") }
                }
                Tab(value: 99, role: .search) { Text("Search everything") }
            }
        }
    }
    let host = ViewHost(Accounts())
    #expect(host.contains(text: "Inbox of Work"))
    try host.select(tab: "Home")
    #expect(host.contains(text: "Inbox of Home"))
    #expect(!host.contains(text: "Inbox of Work"))
}
