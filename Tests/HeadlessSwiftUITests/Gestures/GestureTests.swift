import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// The values a screen's gestures saw, kept outside the view so a test can read them.
@MainActor
final class GestureLog {
    var offsets: [CGFloat] = []
    var lastDrag: DragGesture.Value?
    var pressing: [Bool] = []
}

@MainActor
@Suite("Gestures: tap, double tap, long press and drag, as a card stack uses them")
struct GestureTests {
    /// A card stack as an app writes it: drag the top card sideways far enough to dismiss it
    /// (it follows the finger through a `@GestureState` offset), double-tap it to like it,
    /// long-press it for a menu, tap "Skip" to skip it.
    struct CardStack: View {
        let log: GestureLog
        @State private var cards = ["Paris", "Rome", "Oslo"]
        @State private var liked: Set<String> = []
        @State private var menuFor: String?
        @GestureState private var dragOffset = CGSize.zero

        var body: some View {
            VStack(spacing: 16) {
                if let top = cards.first {
                    VStack {
                        Text(top)
                        Text(liked.contains(top) ? "Liked" : "Not liked")
                    }
                    .padding(24)
                    .offset(x: dragOffset.width)
                    .onTapGesture(count: 2) { liked.insert(top) }
                    .onLongPressGesture {
                        menuFor = top
                    } onPressingChanged: { pressing in
                        log.pressing.append(pressing)
                    }
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onEnded { value in
                                log.lastDrag = value
                                if abs(value.translation.width) > 100 { cards.removeFirst() }
                            }
                    )
                    .onChange(of: dragOffset) { _, offset in log.offsets.append(offset.width) }
                } else {
                    Text("No more cards")
                }
                if let menuFor {
                    Text("Menu for \(menuFor)")
                }
                Text("Skip").onTapGesture { if !cards.isEmpty { cards.removeFirst() } }
            }
        }
    }

    @Test func dragPastTheThresholdDismissesTheCardAndTheGestureStateResets() throws {
        let log = GestureLog()
        let host = ViewHost(CardStack(log: log))
        #expect(host.render().contains(".gesture(DragGesture().updating.onEnded)"))

        try host.drag("Paris", by: CGSize(width: 250, height: 0))

        #expect(!host.contains(text: "Paris"))
        #expect(host.contains(text: "Rome"))
        // The offset followed the finger step by step (the first step, 25 points, is past the
        // drag's 10-point minimum distance), then went back to zero when the gesture ended.
        #expect(log.offsets.first == 25)
        #expect(log.offsets.contains(250))
        #expect(log.offsets.last == 0)
        let value = try #require(log.lastDrag)
        #expect(value.translation == CGSize(width: 250, height: 0))
        #expect(value.location.x - value.startLocation.x == 250)
        // 25 points in a sixtieth of a second.
        #expect(abs(value.velocity.width - 1500) < 0.01)
        #expect(value.predictedEndTranslation.width > 250)
    }

    @Test func aShortDragSnapsBackAndKeepsTheCard() throws {
        let log = GestureLog()
        let host = ViewHost(CardStack(log: log))

        try host.drag("Paris", by: CGSize(width: -60, height: 0))

        #expect(host.contains(text: "Paris"))
        #expect(log.lastDrag?.translation.width == -60)
        #expect(log.offsets.last == 0)
        #expect(host.render().contains("offset(x: 0"))
    }

    @Test func aMoveShorterThanTheMinimumDistanceIsNoDrag() {
        let log = GestureLog()
        let host = ViewHost(CardStack(log: log))

        #expect(throws: (any Error).self) { try host.drag("Paris", by: CGSize(width: 5, height: 0)) }
        #expect(log.lastDrag == nil)
        #expect(log.offsets.isEmpty)
    }

    @Test func doubleTapLikesAndASingleTapDoesNot() throws {
        let host = ViewHost(CardStack(log: GestureLog()))
        #expect(host.render().contains(".onTapGesture(count: 2)"))
        // A double-tap gesture is no button: one tap on the card finds nothing to tap.
        #expect(throws: (any Error).self) { try host.tap("Paris") }

        try host.doubleTap("Paris")

        #expect(host.contains(text: "Liked"))
    }

    @Test func longPressOpensTheMenuAndReportsPressing() throws {
        let log = GestureLog()
        let host = ViewHost(CardStack(log: log))

        try host.longPress("Paris")

        #expect(host.contains(text: "Menu for Paris"))
        #expect(log.pressing == [true, false])
        // A drag is not a long press: the finger moved before half a second.
        try host.drag("Paris", by: CGSize(width: 30, height: 0))
        #expect(log.pressing == [true, false, true, false])
    }

    @Test func onTapGestureTakesTapsLikeAButton() throws {
        let host = ViewHost(CardStack(log: GestureLog()))

        try host.tap("Skip")
        #expect(host.contains(text: "Rome"))

        let skip = try #require(host.frame(of: "Skip"))
        try host.tap(at: CGPoint(x: skip.midX, y: skip.midY))
        #expect(host.contains(text: "Oslo"))
    }

    /// Which of a row's gestures and its container's takes a double tap.
    struct Nested: View {
        enum Kind { case normal, high, simultaneous }
        let kind: Kind
        @State private var hits: [String] = []

        var body: some View {
            let outer = TapGesture(count: 2).onEnded { hits.append("outer") }
            let row = VStack {
                Text("Row").onTapGesture(count: 2) { hits.append("inner") }
                Text("Hits: \(hits.joined(separator: ","))")
            }
            switch kind {
            case .normal: row.gesture(outer)
            case .high: row.highPriorityGesture(outer)
            case .simultaneous: row.simultaneousGesture(outer)
            }
        }
    }

    @Test(arguments: [
        (Nested.Kind.normal, "Hits: inner"), (.high, "Hits: outer"), (.simultaneous, "Hits: inner,outer"),
    ])
    func gesturePrecedence(kind: Nested.Kind, expected: String) throws {
        let host = ViewHost(Nested(kind: kind))
        try host.doubleTap("Row")
        #expect(host.contains(text: expected))
    }

    @Test func disabledAndMaskedGesturesTakeNoTouch() throws {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Off").onTapGesture { count += 1 }.disabled(true)
                    Text("Masked").onTapGesture { count += 1 }.gesture(TapGesture(count: 2), including: .gesture)
                    Text("Count \(count)")
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(throws: (any Error).self) { try host.tap("Off") }
        #expect(throws: (any Error).self) { try host.tap("Masked") }
        #expect(host.contains(text: "Count 0"))
        #expect(host.render().contains("gesture(TapGesture(count: 2), including: .gesture)"))
    }

    @Test func composedGesturesReportTheirValues() throws {
        struct Screen: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Text("Target")
                        .gesture(
                            LongPressGesture()
                                .sequenced(before: DragGesture(minimumDistance: 0))
                                .map { value -> String in
                                    switch value {
                                    case .first: return "pressing"
                                    case .second(_, let drag): return drag == nil ? "pressed" : "dragging"
                                    }
                                }
                                .onEnded { log.append("ended: \($0)") }
                        )
                        .simultaneousGesture(
                            SpatialTapGesture().exclusively(before: LongPressGesture())
                                .onEnded { value in
                                    if case .second(let done) = value { log.append("exclusive second: \(done)") }
                                })
                    Text(log.joined(separator: "; "))
                }
            }
        }
        let host = ViewHost(Screen())
        try host.longPress("Target")
        #expect(host.contains(text: "ended: dragging; exclusive second: true"))
    }

    /// A custom gesture as apps write one: no `Value` declared, inferred from its body as
    /// SwiftUICore's `_makeGesture` default does. Before, it did not compile here.
    struct DoubleTapToLike: Gesture {
        var body: some Gesture { TapGesture(count: 2) }
    }

    @Test func aCustomGestureRunsItsBody() throws {
        struct Screen: View {
            @State private var likes = 0
            var body: some View {
                Text("Likes: \(likes)").gesture(DoubleTapToLike().onEnded { _ in likes += 1 })
            }
        }
        let host = ViewHost(Screen())
        try host.doubleTap("Likes: 0")
        try host.doubleTap("Likes: 1")
        #expect(host.contains(text: "Likes: 2"))
        #expect(DoubleTapToLike.Value.self == Void.self)
    }
}

@MainActor
@Suite("Gestures: modifiers recorded in the text tree")
struct GestureTreeTests {
    @Test func gestureModifiersShowOnTheirViewsLine() {
        struct Board: View {
            @GestureState(resetTransaction: Transaction(animation: .default)) private var scale: CGFloat?
            var body: some View {
                VStack {
                    Text("Board")
                        .gesture(MagnifyGesture().updating($scale) { value, state, _ in state = value.magnification })
                        .defersSystemGestures(on: .bottom)
                    Text("Photo")
                        .simultaneousGesture(SpatialTapGesture(count: 2).onEnded { _ in })
                        .highPriorityGesture(TapGesture().onEnded {}, including: .subviews)
                }
            }
        }
        let tree = ViewHost(Board()).render()
        #expect(tree.contains("Text \"Board\" .gesture(MagnifyGesture().updating) .defersSystemGestures(on: .bottom)"))
        #expect(tree.contains(".simultaneousGesture(SpatialTapGesture(count: 2).onEnded)"))
        #expect(tree.contains(".highPriorityGesture(TapGesture().onEnded, including: .subviews)"))
    }
}
