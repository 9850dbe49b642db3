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

@MainActor
@Test("A Group of tabs adds its tabs in place, in order, selectable like any tab")
func groupOfTabs() throws {
    struct Mail: View {
        @State var selection = "inbox"
        let showsArchive: Bool
        var body: some View {
            TabView(selection: $selection) {
                Tab("Inbox", systemImage: "tray", value: "inbox") { Text("Inbox list") }
                Group {
                    Tab("Sent", systemImage: "paperplane", value: "sent") { Text("Sent list") }
                    if showsArchive {
                        Tab("Archive", systemImage: "archivebox", value: "archive") { Text("Archive list") }
                    }
                }
            }
        }
    }
    let host = ViewHost(Mail(showsArchive: true))
    try host.select(tab: "Archive")
    #expect(host.contains(text: "Archive list"))
    try host.select(tab: "Sent")
    #expect(host.contains(text: "Sent list"))
    let tree = host.render()
    let order = ["Inbox", "Sent", "Archive"].map { tree.range(of: "\"\($0)\"")?.lowerBound }
    #expect(order.allSatisfy { $0 != nil }, "\(tree)")
    #expect(order[0]! < order[1]! && order[1]! < order[2]!, "\(tree)")
    let without = ViewHost(Mail(showsArchive: false))
    #expect(throws: ViewHostError.self) { try without.select(tab: "Archive") }
}
