import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

private struct Team: Identifiable {
    let id: String
    let wins: Int
    let losses: Int
}

/// A scoreboard laid out in a grid: a header row, a divider across it, a row per team.
private struct Scoreboard: View {
    let teams = [Team(id: "Otters", wins: 12, losses: 3), Team(id: "Falcons of the North", wins: 9, losses: 6)]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Text("Team")
                Text("W").gridColumnAlignment(.trailing)
                Text("L")
            }
            Divider()
            ForEach(teams) { team in
                GridRow {
                    Text(team.id)
                    Text("\(team.wins)")
                    Text("\(team.losses)")
                }
            }
            GridRow {
                Text("Season total").gridCellColumns(2)
                Text("18")
            }
        }
    }
}

/// A chat screen whose composer sits in the bottom safe-area inset of the message list.
private struct ChatScreen: View {
    @State private var messages = ["Hi", "Hello"]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(messages, id: \.self) { Text($0) }
            Spacer()
        }
        .accessibilityIdentifier("messages")
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Text("Message")
                Button("Send") { messages.append("New") }
            }
            .frame(height: 44)
            .accessibilityIdentifier("composer")
        }
    }
}

@MainActor
@Suite("Grid, safe-area insets")
struct GridAndInsetTests {
    @Test("A Grid's columns are as wide as their widest cell and its rows as tall as their tallest")
    func scoreboard() throws {
        let host = ViewHost(Scoreboard(), device: box(400, 400))
        let team = try #require(host.frame(of: "Team"))
        let otters = try #require(host.frame(of: "Otters"))
        let falcons = try #require(host.frame(of: "Falcons of the North"))
        let wins = try #require(host.frame(of: "W"))
        let twelve = try #require(host.frame(of: "12"))
        let nine = try #require(host.frame(of: "9"))
        let losses = try #require(host.frame(of: "L"))
        let total = try #require(host.frame(of: "Season total"))
        let eighteen = try #require(host.frame(of: "18"))
        // Column one is as wide as "Falcons of the North"; leading alignment puts every name at its left.
        #expect(team.minX == otters.minX && otters.minX == falcons.minX)
        let columnTwo = falcons.maxX + 12
        // Column two is trailing-aligned (gridColumnAlignment on one of its cells), as wide as "12".
        #expect(twelve.minX == columnTwo)
        #expect(wins.maxX == twelve.maxX && nine.maxX == twelve.maxX)
        // Column three starts after column two.
        #expect(losses.minX == twelve.maxX + 12)
        // Rows stack with the vertical spacing; the divider row sits between header and teams.
        #expect(otters.minY > team.maxY + 4)
        #expect(falcons.minY == otters.maxY + 4)
        // A cell spanning two columns, then the third column's cell.
        #expect(total.minX == otters.minX)
        #expect(eighteen.minX == losses.minX)
        #expect(host.render().contains("Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4)"))
    }

    @Test("safeAreaInset puts the composer at the bottom and the list above it")
    func chatComposer() throws {
        let host = ViewHost(ChatScreen(), device: .iPhone15Pro)
        let composer = try #require(host.frame(of: "composer"))
        let messages = try #require(host.frame(of: "messages"))
        // The composer sits on the bottom of the safe area (852 − 34), the list fills the rest above it.
        #expect(abs(composer.maxY - (852 - 34)) < 0.001)
        #expect(composer.height == 44)
        #expect(abs(messages.maxY - composer.minY) < 0.001)
        #expect(messages.minY == 59)
        // The composer's HStack is its ideal width, centred (the inset's default alignment).
        #expect(abs(composer.midX - 393 / 2) < 0.001)
        try host.tap("Send")
        #expect(host.contains(text: "New"))
        #expect(host.frame(of: "composer") == composer)
    }

    @Test("safeAreaPadding insets the content like padding and shows in the tree")
    func safeAreaPadding() throws {
        let host = ViewHost(
            Color.red.accessibilityIdentifier("fill").safeAreaPadding(.horizontal, 20), device: box(300, 200))
        let fill = try #require(host.frame(of: "fill"))
        #expect(fill.minX == 20 && fill.width == 260)
        #expect(host.render().contains("safeAreaPadding(.horizontal, 20)"))
    }

    @Test("safeAreaPadding on a scroll view insets its content, which scrolls under the insets")
    func safeAreaPaddingOnAScrollView() throws {
        // Apple, safeAreaPadding(_:): "Adds the provided insets into the safe area of this
        // view"; a scroll view keeps its frame and insets its content by its safe area, which
        // scrolls through it (UIKit, contentInsetAdjustmentBehavior).
        struct Cards: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { Text("Card \($0)").frame(maxWidth: .infinity).frame(height: 100) }
                    }
                }
                .accessibilityIdentifier("scroller")
                .safeAreaPadding(EdgeInsets(top: 30, leading: 20, bottom: 40, trailing: 20))
            }
        }
        let host = ViewHost(Cards(), device: box(300, 400))
        #expect(host.frame(of: "scroller") == CGRect(x: 0, y: 0, width: 300, height: 400))
        let first = try #require(host.frame(of: "Card 0"))
        let insideTheInset: CGFloat = 30 + 50
        #expect(first.midX == 150 && first.midY == insideTheInset, "inside the insets")
        try host.scroll(by: CGSize(width: 0, height: 110))
        let scrolled = try #require(host.frame(of: "Card 0"))
        let underTheInset: CGFloat = 30 + 50 - 110
        #expect(scrolled.midY == underTheInset, "under the top inset, still on screen")
        try host.scroll(to: .bottom)
        // 20 cards of 100 pt and the insets' 70, less the view's 400.
        #expect(try host.contentOffset() == CGPoint(x: 0, y: 1_670))
        let last = try #require(host.frame(of: "Card 19"))
        let aboveTheInset: CGFloat = 400 - 40 - 50
        #expect(last.midY == aboveTheInset, "above the bottom inset")
    }
}

@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test("Cards in a horizontal scroll view take two of three columns of the scroll view's width")
    func carousel() throws {
        let host = ViewHost(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.orange.frame(height: 80)
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                            .accessibilityIdentifier("card \(index)")
                    }
                }
            },
            device: box(400, 300))
        let card = try #require(host.frame(of: "card 0"))
        // (400 − 2 × 10) / 3 × 2 + 10 = 263.33…
        #expect(abs(card.width - ((400 - 20) / 3 * 2 + 10)) < 0.001)
        #expect(host.render().contains("containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)"))
    }

    @Test("Without a scroll view the container is the screen less its safe area")
    func screenRelative() throws {
        let host = ViewHost(
            Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }
                .accessibilityIdentifier("half"),
            device: .iPhone15Pro)
        let half = try #require(host.frame(of: "half"))
        #expect(abs(half.width - 393 / 2) < 0.001)
        #expect(abs(half.height - (852 - 59 - 34) / 2) < 0.001)
    }
}
