import SwiftUIExtras

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// overlayIf, backgroundIf and isHidden, each flipped by a button. A `TapCounter` next to the
// modified content shows whether `@State` survived the flip. The gallery's scenes
// (overlay-if, background-if, is-hidden) drive these views; `ConditionalDemoScreen` shows them
// all in the demo app.

/// A button that counts its taps in `@State`: "Taps: 1" after a flip means the state survived.
private struct TapCounter: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}

// MARK: - overlayIf

/// Seed 000's `ContentView`, verbatim apart from the counter: the one-content form.
public struct SeedOverlayView: View {
    @State var displayOverlayContent: Bool = false

    public init() {}

    public var body: some View {
        VStack {
            Button(
                action: { displayOverlayContent.toggle() },
                label: { Text("Show and Hide Overlay Content") }
            )
            TapCounter(name: "Taps")
            Spacer()
        }
        .padding()
        .overlayIf(
            displayOverlayContent,
            Color.green.frame(width: 300, height: 300)
        )
    }
}

/// The two-content form (seed 000's second version) and the closure form.
public struct OverlayFormsView: View {
    @State private var isOnline = false

    public init() {}

    public var body: some View {
        VStack {
            Button("Toggle Online") { isOnline.toggle() }
            Text("Status")
                .overlayIf(isOnline, Color.green.opacity(0.3), Color.red.opacity(0.3))
            Image(systemName: "envelope")
                .overlayIf(isOnline, alignment: .topTrailing) {
                    Circle().fill(.red).frame(width: 8, height: 8)
                }
        }
    }
}

// MARK: - backgroundIf

/// `backgroundIf` in its three forms, on a counter that keeps its count through the flip.
public struct BackgroundFormsView: View {
    @State private var isSelected = false

    public init() {}

    public var body: some View {
        VStack {
            Button("Toggle Selection") { isSelected.toggle() }
            TapCounter(name: "Row")
                .padding()
                .backgroundIf(isSelected, Color.blue.opacity(0.2))
            Text("Status")
                .backgroundIf(isSelected, Color.green, Color.gray)
            Text("Card")
                .padding()
                .backgroundIf(isSelected) {
                    RoundedRectangle(cornerRadius: 8).fill(.yellow)
                }
        }
    }
}

// MARK: - isHidden

/// `isHidden(_:remove:)` on a counter: hidden keeps its state, removed ends it.
public struct IsHiddenView: View {
    @State private var hidden = false
    @State private var remove = false

    public init() {}

    public var body: some View {
        VStack {
            Button("Toggle Hidden") { hidden.toggle() }
            Button("Toggle Remove") { remove.toggle() }
            TapCounter(name: "Banner")
                .isHidden(hidden, remove: remove)
            Text("Below the banner")
        }
    }
}

/// Seed 001's list: a divider after every row but the last.
public struct CoinListView: View {
    let coins = ["BTC", "ETH", "SOL"]

    public init() {}

    public var body: some View {
        LazyVStack {
            ForEach(coins, id: \.self) { coin in
                Text(coin)
                Divider()
                    .isHidden(coin == coins.last)
                    .padding(.horizontal, 100)
            }
        }
    }
}

// MARK: - The demo app's screen

/// Every conditional modifier in every state, one section each: tap the buttons to flip the
/// conditions, and the counters to see that their state outlives the flip.
public struct ConditionalDemoScreen: View {
    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 32) {
                DemoSection(
                    "overlayIf: one content",
                    "Seed 000's call site. Tap the counter, then show and hide the overlay: the count stays."
                ) {
                    // The 300-point overlay is centred on the content: leave it room.
                    SeedOverlayView()
                        .frame(height: 320)
                }
                DemoSection(
                    "overlayIf: two contents, and a closure",
                    "Offline: a red overlay on the status. Online: a green one, and a badge on the envelope."
                ) {
                    OverlayFormsView()
                }
                DemoSection(
                    "backgroundIf",
                    "One content, two contents and a closure. Tap the row, then toggle the selection: the count stays."
                ) {
                    BackgroundFormsView()
                }
                DemoSection(
                    "isHidden",
                    "Hidden keeps the banner's place and its count; removed takes both away, and it comes back at 0."
                ) {
                    IsHiddenView()
                }
                DemoSection("isHidden in a list", "Seed 001's call site: no divider after the last row.") {
                    CoinListView()
                }
            }
            .padding()
        }
        .navigationTitle("Conditional modifiers")
    }
}

/// A titled part of a demo screen.
private struct DemoSection<Content: View>: View {
    let title: String
    let caption: String
    let content: Content

    init(_ title: String, _ caption: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.caption = caption
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            Text(caption)
                .font(.footnote)
            content
        }
    }
}
