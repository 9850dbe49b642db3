import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Synchronization
import Testing

/// The calls a layout's cache receives, in order.
private final class CacheLog: Sendable {
    let calls = Mutex<[String]>([])

    func record(_ call: String) { calls.withLock { $0.append(call) } }
    func take() -> [String] {
        calls.withLock { calls in
            defer { calls = [] }
            return calls
        }
    }
}

/// Places each subview where the previous one ends, on a diagonal, from offsets it keeps in its
/// cache: a cache not brought up to date after a subview grows places the rest where they were.
private struct DiagonalLayout: Layout {
    let log: CacheLog

    struct Cache {
        var offsets: [CGPoint]
        var size: CGSize
    }

    func makeCache(subviews: Subviews) -> Cache {
        log.record("make")
        return Self.measure(subviews)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.record("update")
        cache = Self.measure(subviews)
    }

    private static func measure(_ subviews: Subviews) -> Cache {
        var point = CGPoint.zero
        var offsets: [CGPoint] = []
        for subview in subviews {
            offsets.append(point)
            let size = subview.sizeThatFits(.unspecified)
            point.x += size.width
            point.y += size.height
        }
        return Cache(offsets: offsets, size: CGSize(width: point.x, height: point.y))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize { cache.size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (subview, offset) in zip(subviews, cache.offsets) {
            subview.place(
                at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: .unspecified)
        }
    }
}

/// Nine squares (enough for a stack to keep memos of them) under an `AnyLayout` that switches
/// between an `HStackLayout` and the diagonal; the first square can grow.
private struct SwitchingLayout: View {
    let log: CacheLog
    @State private var diagonal = true
    @State private var grown = false

    var body: some View {
        let layout = diagonal ? AnyLayout(DiagonalLayout(log: log)) : AnyLayout(HStackLayout(spacing: 0))
        VStack {
            Button("Switch") { diagonal.toggle() }
            Button("Grow") { grown.toggle() }
            layout {
                ForEach(0..<9, id: \.self) { index in
                    let side: CGFloat = index == 0 && grown ? 30 : 10
                    Color.red.frame(width: side, height: side).accessibilityIdentifier("square \(index)")
                }
            }
        }
    }
}

@MainActor
@Suite("Layout: a custom layout's cache")
struct LayoutTests {
    /// Each square's origin, from the first square's.
    private func offsets(_ host: ViewHost) -> [CGPoint] {
        let first = host.frame(of: "square 0")!.origin
        return (0..<9).map { index in
            let origin = host.frame(of: "square \(index)")!.origin
            return CGPoint(x: origin.x - first.x, y: origin.y - first.y)
        }
    }

    /// Apple, `Layout.updateCache(_:subviews:)`: "The layout container calls this method
    /// whenever the layout changes its properties or any of its subviews change"; the cache is
    /// kept between passes otherwise (`makeCache(subviews:)`).
    @Test("The cache is made once, kept, and updated when a subview changes")
    func cacheIsUpdatedWhenASubviewChanges() throws {
        let log = CacheLog()
        let host = ViewHost(SwitchingLayout(log: log), device: box(400, 400))
        #expect(offsets(host)[8] == CGPoint(x: 80, y: 80))
        #expect(log.take() == ["make"])

        // Another pass with nothing changed keeps the cache as it is.
        _ = host.render()
        #expect(offsets(host)[8] == CGPoint(x: 80, y: 80))
        #expect(log.take() == [])

        try host.tap("Grow")
        #expect(offsets(host)[1] == CGPoint(x: 30, y: 30))
        #expect(offsets(host)[8] == CGPoint(x: 100, y: 100))
        #expect(log.take() == ["update"])
    }

    /// `AnyLayout` keeps the subviews' identity across a change of layout type; the new type's
    /// cache is its own, made afresh (a cache of another type cannot be updated).
    @Test("An AnyLayout switched from a stack to a custom layout and back lays out as each would afresh")
    func switchingLayoutKindsLaysOutAfresh() throws {
        let log = CacheLog()
        let host = ViewHost(SwitchingLayout(log: log), device: box(400, 400))
        _ = offsets(host)
        #expect(log.take() == ["make"])

        try host.tap("Switch")
        #expect(offsets(host) == (0..<9).map { CGPoint(x: CGFloat($0) * 10, y: 0) })
        #expect(log.take() == [])

        // A subview changes while the stack lays out: the diagonal must not see the stack's
        // measurements of it, nor its own cache from before.
        try host.tap("Grow")
        #expect(offsets(host)[1] == CGPoint(x: 30, y: 10))

        try host.tap("Switch")
        #expect(offsets(host)[1] == CGPoint(x: 30, y: 30))
        #expect(offsets(host)[8] == CGPoint(x: 100, y: 100))
        #expect(log.take() == ["make"])

        try host.tap("Grow")
        #expect(offsets(host)[8] == CGPoint(x: 80, y: 80))
        #expect(log.take() == ["update"])

        try host.tap("Switch")
        #expect(offsets(host)[8] == CGPoint(x: 80, y: 0))
    }
}
