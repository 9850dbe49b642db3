import HeadlessSwiftUI

/// A list-detail screen as apps write it: a stack of `NavigationLink(value:)` rows, a form
/// detail with a toggle, and a button presenting a sheet.
struct Inbox: View {
    var count = 3

    var body: some View {
        NavigationStack {
            List(1...count, id: \.self) { number in
                NavigationLink("Message \(number)", value: number)
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Int.self) { MessageDetail(number: $0) }
        }
    }
}

struct MessageDetail: View {
    let number: Int
    @State private var flagged = false
    @State private var replying = false

    var body: some View {
        Form {
            Toggle("Flagged", isOn: $flagged)
            Button("Reply") { replying = true }
        }
        .navigationTitle("Message \(number)")
        .sheet(isPresented: $replying) {
            Text("Reply to message \(number)").presentationDetents([.medium])
        }
    }
}
