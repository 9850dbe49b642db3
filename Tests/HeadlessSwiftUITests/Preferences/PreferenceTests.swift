import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

/// The scroll offset of a header, as apps read it for a collapsing title.
private struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

/// A feed whose header reports where it sits in the scroll view's coordinate space.
private struct FeedScreen: View {
    @State private var offset: CGFloat = -1
    @State private var showsBanner = false
    @State private var changes = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset)) after \(changes)")
            Button("Banner") { showsBanner.toggle() }
            ScrollView {
                VStack(spacing: 0) {
                    if showsBanner {
                        Color.yellow.frame(height: 40)
                    }
                    GeometryReader { proxy in
                        Text("Header")
                            .preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                    }
                    .frame(height: 100)
                    ForEach(0..<5, id: \.self) { Text("Post \($0)").frame(height: 60) }
                }
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
                changes += 1
            }
        }
    }
}

/// Tags that rows report up to a summary, combined in tree order.
private struct TagsKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

private struct TaggedList: View {
    @State private var tags: [String] = []
    @State private var extra = false

    var body: some View {
        VStack {
            Text("tags: \(tags.joined(separator: ","))")
            Button("More") { extra = true }
            VStack {
                Text("A").preference(key: TagsKey.self, value: ["a"])
                Text("B").preference(key: TagsKey.self, value: ["b"])
                if extra {
                    Text("C").preference(key: TagsKey.self, value: ["c"])
                }
            }
            .transformPreference(TagsKey.self) { $0.append("end") }
            .onPreferenceChange(TagsKey.self) { tags = $0 }
        }
    }
}

@MainActor
@Suite("Preferences and named coordinate spaces")
struct PreferenceTests {
    @Test("A header reads its offset in the scroll view's named space through a preference")
    func scrollHeaderOffset() throws {
        let host = ViewHost(FeedScreen(), device: .iPhone15Pro)
        #expect(host.frame(of: "Header") != nil)
        // The header is at the top of the scroll view: 0 in its named space, though the
        // scroll view itself sits below the title and button on the screen.
        let scrollTop = try #require(host.frame(of: "Header")).minY
        #expect(scrollTop > 59)
        #expect(host.contains(text: "offset 0 after 1"))
        try host.tap("Banner")
        #expect(host.frame(of: "Header") != nil)
        #expect(host.contains(text: "offset 40 after 2"))
    }

    @Test("Values reduce in tree order; transformPreference edits them; a change is delivered again")
    func reduceInTreeOrder() throws {
        let host = ViewHost(TaggedList())
        #expect(host.contains(text: "tags: a,b,end"))
        try host.tap("More")
        #expect(host.contains(text: "tags: a,b,c,end"))
    }

    @Test("overlayPreferenceValue builds its overlay from the content's value")
    func overlayFromPreference() {
        let host = ViewHost(
            VStack {
                Text("One").preference(key: TagsKey.self, value: ["1"])
                Text("Two").preference(key: TagsKey.self, value: ["2"])
            }
            .overlayPreferenceValue(TagsKey.self) { tags in Text("count \(tags.count)") })
        #expect(host.contains(text: "count 2"))
    }

    @Test("onGeometryChange reports the view's size, and again when it changes")
    func geometryChange() throws {
        struct Resizing: View {
            @State private var height: CGFloat = 0
            @State private var tall = false
            var body: some View {
                VStack {
                    Text("height \(Int(height))")
                    Button("Grow") { tall = true }
                    Color.blue.frame(height: tall ? 120 : 50)
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.height
                        } action: { value in
                            height = value
                        }
                }
            }
        }
        let host = ViewHost(Resizing())
        #expect(host.contains(text: "height 50"))
        try host.tap("Grow")
        #expect(host.contains(text: "height 120"))
    }
}

/// The selected tab's bounds, reported as an anchor.
private struct SelectedTabKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A segmented tab bar whose underline follows the selected tab through an anchor preference.
private struct TabBar: View {
    @State private var selection = "Home"
    let tabs = ["Home", "Search", "Profile"]

    var body: some View {
        let selected = selection
        HStack(spacing: 20) {
            ForEach(tabs, id: \.self) { tab in
                Button(tab) { selection = tab }
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { tab == selected ? $0 : nil }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Color.blue
                        .frame(width: proxy[anchor].width, height: 2)
                        .accessibilityIdentifier("underline")
                        .position(x: proxy[anchor].midX, y: proxy[anchor].maxY + 1)
                }
            }
        }
    }
}

@MainActor
@Suite("Anchor preferences")
struct AnchorPreferenceTests {
    @Test("An underline resolves the selected tab's anchor in its GeometryReader and follows the selection")
    func underlineFollowsSelection() throws {
        let host = ViewHost(TabBar(), device: box(400, 200))
        let home = try #require(host.frame(of: "Home"))
        let underline = try #require(host.frame(of: "underline"))
        #expect(abs(underline.width - home.width) < 0.001)
        #expect(abs(underline.minX - home.minX) < 0.001)
        #expect(abs(underline.minY - home.maxY) < 0.001)
        try host.tap("Profile")
        let profile = try #require(host.frame(of: "Profile"))
        let moved = try #require(host.frame(of: "underline"))
        #expect(abs(moved.minX - profile.minX) < 0.001)
        #expect(abs(moved.width - profile.width) < 0.001)
    }
}
