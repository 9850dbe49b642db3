import Observation

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// A feed that pages as apps write it: the next page is asked for from the last row's
// `onAppear`. In a lazy stack that row appears only when it is scrolled on screen, so the feed
// loads one page at launch and the next as the user reaches the end. The gallery's
// `paged-feed` scene scrolls it; FeedScreenTests checks it page by page.

/// One post of the feed.
public struct FeedPost: Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
}

/// The feed's source of truth: the posts loaded so far, a page at a time.
@MainActor
@Observable
public final class FeedLoader {
    /// The posts loaded so far, oldest page first.
    public private(set) var posts: [FeedPost] = []
    /// How many pages have been asked for.
    public private(set) var pagesLoaded = 0
    /// Posts per page.
    public let pageSize: Int
    /// How many pages the server has.
    public let pageCount: Int

    /// A source of `pageCount` pages of `pageSize` posts.
    public init(pageSize: Int = 20, pageCount: Int = 5) {
        self.pageSize = pageSize
        self.pageCount = pageCount
    }

    /// Whether a page is left to load.
    public var hasMore: Bool { pagesLoaded < pageCount }

    /// Appends the next page, if any (synchronously: the demo's server is local).
    public func loadNextPage() {
        guard hasMore else { return }
        let first = pagesLoaded * pageSize
        posts += (first..<first + pageSize).map { FeedPost(id: $0, title: "Post \($0 + 1)") }
        pagesLoaded += 1
    }
}

/// A post's row: its title and a line under it.
struct FeedRow: View {
    let post: FeedPost

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(post.title).font(.headline)
            Text("Posted by reader \(post.id % 7 + 1)").font(.subheadline)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

/// The feed: a lazy stack of rows in a scroll view; the last row's `onAppear` loads the next
/// page, and a spinner closes the list while pages are left.
///
/// ```swift
/// FeedScreen(loader: FeedLoader())
/// ```
public struct FeedScreen: View {
    let loader: FeedLoader

    public init(loader: FeedLoader) {
        self.loader = loader
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(loader.posts) { post in
                        FeedRow(post: post)
                            .onAppear {
                                if post == loader.posts.last { loader.loadNextPage() }
                            }
                    }
                    if loader.hasMore {
                        ProgressView()
                    }
                }
            }
            .navigationTitle("Feed")
            .onAppear {
                if loader.posts.isEmpty { loader.loadNextPage() }
            }
        }
    }
}
