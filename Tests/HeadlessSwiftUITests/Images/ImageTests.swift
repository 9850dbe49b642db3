import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Images: resizable images, aspect ratios, symbols, AsyncImage")
struct ImageTests {
    struct User {
        let name: String
        let avatarURL: URL?
        let joined: Date
        let followers: Int
        let completion: Double
    }

    /// A profile card as an app writes it.
    struct ProfileCard: View {
        let user: User
        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                AsyncImage(url: user.avatarURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.gray.accessibilityIdentifier("avatar placeholder")
                }
                .frame(width: 56, height: 56)
                .clipShape(Circle())
                VStack(alignment: .leading, spacing: 4) {
                    Text(user.name).fontWeight(.semibold)
                    Text("Joined \(user.joined, style: .date)")
                    Text("\(user.followers, format: .number.locale(Locale(identifier: "en_US"))) followers")
                    Text(user.completion, format: .percent.locale(Locale(identifier: "en_US")))
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    static let ada = User(
        name: "Ada", avatarURL: URL(string: "https://example.com/ada.png"), joined: fixedDate, followers: 12345,
        completion: 0.42)

    @Test func theProfileCardShowsItsPlaceholderAndFormattedTexts() throws {
        let host = ViewHost(ProfileCard(user: Self.ada))
        let tree = host.render()
        #expect(tree.contains("AsyncImage url: \"https://example.com/ada.png\" phase: .empty"))
        #expect(host.contains(text: "Joined June 3, 2019"))
        #expect(host.contains(text: "12,345 followers"))
        #expect(host.contains(text: "42%"))
        #expect(tree.contains("Text \"Ada\" .fontWeight: .semibold"))
        // The placeholder fills the frame the app gave the image.
        let placeholder = try #require(host.frame(of: "avatar placeholder"))
        #expect(placeholder.size == CGSize(width: 56, height: 56))
    }

    @Test func theThreeAsyncImageFormsShowTheirEmptyPhase() {
        struct Phases: View {
            var body: some View {
                VStack {
                    AsyncImage(url: nil) { phase in
                        switch phase {
                        case .success(let image): image
                        case .failure: Text("failed")
                        case .empty: Text("loading")
                        @unknown default: EmptyView()
                        }
                    }
                    AsyncImage(url: URL(string: "https://example.com/a.png"), scale: 2)
                        .frame(width: 30, height: 20)
                        .accessibilityIdentifier("plain")
                }
            }
        }
        let host = ViewHost(Phases())
        #expect(host.contains(text: "loading"))
        #expect(!host.contains(text: "failed"))
        #expect(host.render().contains("AsyncImage url: nil phase: .empty"))
        #expect(host.frame(of: "plain")?.size == CGSize(width: 30, height: 20))
        #expect(AsyncImagePhase.empty.image == nil)
        #expect(AsyncImagePhase.success(Image("x")).image == Image("x"))
    }

    @Test func aResizableImageFitsOrFillsItsAspectRatio() throws {
        struct Banners: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image("banner").resizable().aspectRatio(2, contentMode: .fit)
                        .accessibilityIdentifier("fit")
                        .frame(width: 300, height: 100)
                    Image("banner").resizable().aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill)
                        .accessibilityIdentifier("fill")
                        .frame(width: 300, height: 100)
                    Image("banner").resizable()
                        .accessibilityIdentifier("stretched")
                        .frame(width: 300, height: 100)
                    Image("banner").accessibilityIdentifier("fixed")
                }
            }
        }
        let host = ViewHost(Banners())
        let fit = try #require(host.frame(of: "fit"))
        let fill = try #require(host.frame(of: "fill"))
        #expect(fit.size == CGSize(width: 200, height: 100))
        #expect(fill.size == CGSize(width: 300, height: 150))
        #expect(host.frame(of: "stretched")?.size == CGSize(width: 300, height: 100))
        #expect(host.frame(of: "fixed")?.size == .zero, "a named image has no asset in the stand-in")
        // Fitted content is centred in its frame.
        let stretched = try #require(host.frame(of: "stretched"))
        #expect(fit.midX == stretched.midX)
        #expect(host.render().contains("Image \"banner\" .resizable()"))
    }

    @Test func scaledToFitKeepsASymbolsOwnRatioAndImageScaleSizesSymbols() throws {
        struct Icons: View {
            var body: some View {
                VStack {
                    Image(systemName: "star.fill").resizable().scaledToFit()
                        .accessibilityIdentifier("fitted")
                        .frame(width: 100, height: 50)
                    Image(systemName: "gear").accessibilityIdentifier("medium")
                    Image(systemName: "gear").imageScale(.large).accessibilityIdentifier("large")
                    Image(systemName: "gear").imageScale(.small).accessibilityIdentifier("small")
                    Image(systemName: "heart").renderingMode(.template).symbolRenderingMode(.hierarchical)
                    Label("Favorites", systemImage: "heart").symbolVariant(.fill)
                }
            }
        }
        let host = ViewHost(Icons())
        #expect(host.frame(of: "fitted")?.size == CGSize(width: 50, height: 50))
        let medium = try #require(host.frame(of: "medium")).width
        let large = try #require(host.frame(of: "large")).width
        let small = try #require(host.frame(of: "small")).width
        #expect(small < medium && medium < large)
        let tree = host.render()
        #expect(tree.contains("Image \"heart\" .renderingMode(.template) .symbolRenderingMode(.hierarchical)"))
        #expect(tree.contains("symbolVariant(.fill)"))
    }
}
