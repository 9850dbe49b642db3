import HeadlessSwiftUI
import SwiftUIExtras

/// Counts how often link destinations are built (initializers, `wrapToLink` closures) and
/// evaluated (bodies). A class, so views and closures share it by reference.
final class LinkDestinationCounter {
    /// `LinkCountedDetail` values made.
    var inits = 0
    /// `wrapToLink(destination:)` closures called.
    var closureCalls = 0
    /// `LinkCountedDetail` bodies evaluated.
    var bodies = 0
}

/// A link destination that counts its initializations and body evaluations.
struct LinkCountedDetail: View {
    let number: Int
    let counter: LinkDestinationCounter

    init(number: Int, counter: LinkDestinationCounter) {
        self.number = number
        self.counter = counter
        counter.inits += 1
    }

    var body: some View {
        counter.bodies += 1
        return Text("Detail \(number)")
    }
}

/// How a `LinkRowList` wraps its rows.
enum LinkRowForm {
    /// The seed's `wrapToLink(_:)`: the destination as a value.
    case eager
    /// `wrapToLink(destination:)`: the destination built by a closure.
    case lazy
}

/// A navigation stack over a lazy list of `count` rows ("Row 0", "Row 1", ...), each wrapped
/// into a link to a `LinkCountedDetail`.
struct LinkRowList: View {
    let count: Int
    let form: LinkRowForm
    let counter: LinkDestinationCounter

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ForEach(0..<count, id: \.self) { number in
                        switch form {
                        case .eager:
                            Text("Row \(number)")
                                .wrapToLink(LinkCountedDetail(number: number, counter: counter))
                        case .lazy:
                            Text("Row \(number)")
                                .wrapToLink {
                                    let _ = counter.closureCalls += 1
                                    LinkCountedDetail(number: number, counter: counter)
                                }
                        }
                    }
                }
            }
        }
    }
}
