import HeadlessSwiftUI
import HeadlessSwiftUIHost
import SwiftUIExtras
import Testing

// Post 004 ("Present, FullScreen 한 번에 처리하기"), written as an app would, twice:
// once on SwiftUIExtras' `PresentType` and `present(presentType:sheet:fullScreen:)`, once with
// the post's own SheetModifier, to show the same sequence working and failing.

/// Lets the stubbed sheet content ask its presenter for the settings cover, as a real
/// ProfileEditView would through a callback.
struct OpenSettingsAction {
    let action: () -> Void
    func callAsFunction() { action() }
}

private struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

extension EnvironmentValues {
    var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}

struct ProfileEditView: View {
    @Environment(\.openSettings) private var openSettings
    var body: some View {
        VStack {
            Text("Profile editor")
            Button("Open settings") { openSettings() }
        }
    }
}

struct SettingView: View {
    var body: some View { Text("Settings") }
}

/// The post's view on SwiftUIExtras: the enums, one `@State`, and the call site unchanged.
struct ProfileView: View {
    enum SheetType: String, Identifiable {
        var id: String { self.rawValue }
        case profile  // 프로파일 뷰로 가기 위한 처리
    }
    enum FullscreenType: String, Identifiable {
        var id: String { self.rawValue }
        case settings  // 설정 뷰로 가기 위한 처리
    }
    typealias PresentType = SwiftUIExtras.PresentType<SheetType, FullscreenType>

    @State var presentType: PresentType? = nil

    var body: some View {
        VStack {
            Button("Show profile") { presentType = .sheet(.profile) }
            Button("Show settings") { presentType = .fullscreen(.settings) }
        }
        .present(presentType: $presentType) { item in
            switch item {
            case .profile: ProfileEditView()
            }
        } fullScreen: { item in
            switch item {
            case .settings: SettingView()
            }
        }
        .environment(\.openSettings, OpenSettingsAction { presentType = .fullscreen(.settings) })
    }
}

/// The post's own implementation, verbatim but for the stubs and a namespace.
enum PostImplementation {
    struct ProfileView: View {
        @State var presentType: PresentType? = nil

        var body: some View {
            VStack {
                Button("Show profile") { presentType = .sheet(.profile) }
                Button("Show settings") { presentType = .fullscreen(.settings) }
            }
            .present(presentType: $presentType) { item in
                switch item {
                case .profile: ProfileEditView()
                }
            } fullScreen: { item in
                switch item {
                case .settings: SettingView()
                }
            }
            .environment(\.openSettings, OpenSettingsAction { presentType = .fullscreen(.settings) })
        }
    }
}

extension PostImplementation.ProfileView {
    enum SheetType: String, Identifiable {
        var id: String { self.rawValue }
        case profile
    }
    enum FullscreenType: String, Identifiable {
        var id: String { self.rawValue }
        case settings
    }
    enum PresentType: Equatable {
        case sheet(SheetType)
        case fullscreen(FullscreenType)
    }

    struct SheetModifier<A: View, B: View>: ViewModifier {
        @Binding var presentType: PresentType?
        @ViewBuilder var sheet: ((SheetType) -> A)
        @ViewBuilder var fullScreen: ((FullscreenType) -> B)
        @State private var fullScreenType: PostImplementation.ProfileView.FullscreenType? = nil
        @State private var sheetType: SheetType? = nil
        func body(content: Content) -> some View {
            content
                .sheet(item: $sheetType, content: sheet)
                .fullScreenCover(item: $fullScreenType, content: fullScreen)
                .onChange(
                    of: presentType,
                    perform: { value in
                        switch value {
                        case .fullscreen(let fullScreen):
                            self.fullScreenType = fullScreen
                            self.sheetType = nil
                        case .sheet(let sheet):
                            self.sheetType = sheet
                            self.fullScreenType = nil
                        case .none: break
                        }
                        self.presentType = nil
                    })
        }
    }
}

extension View {
    fileprivate func present<A: View, B: View>(
        presentType: Binding<PostImplementation.ProfileView.PresentType?>,
        sheet: @escaping ((PostImplementation.ProfileView.SheetType) -> A),
        fullScreen: @escaping ((PostImplementation.ProfileView.FullscreenType) -> B)
    ) -> some View {
        self.modifier(
            PostImplementation.ProfileView.SheetModifier(presentType: presentType, sheet: sheet, fullScreen: fullScreen)
        )
    }
}

@MainActor
@Suite("Post 004: one PresentType for sheet and full-screen cover")
struct SeedPresentTests {
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func theProfileSheetThenTheSettingsCover(behavior: ViewHost.PresentationBehavior) throws {
        let host = ViewHost(ProfileView(), presentationBehavior: behavior)
        try host.tap("Show profile")
        #expect(host.presentations.map(\.style) == [.sheet])
        #expect(host.contains(text: "Profile editor"))
        try host.tap("Open settings")
        host.settle()
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        #expect(host.contains(text: "Settings"))
        #expect(host.warnings.isEmpty)
    }

    /// The post's glue sets the cover's binding and clears the sheet's in one update, so the
    /// cover is requested while the sheet is still up. What iOS does then is reported three
    /// ways (see `PresentationEventOrder`); the post's code fails under each, ours (above)
    /// shows the cover with no warning under all 72 behaviours.
    @Test(arguments: ViewHost.PresentationBehavior.all)
    func thePostsImplementationUnderEachIOSBehaviour(behavior: ViewHost.PresentationBehavior) throws {
        let host = ViewHost(PostImplementation.ProfileView(), presentationBehavior: behavior)
        try host.tap("Show profile")
        #expect(host.presentations.map(\.style) == [.sheet])
        try host.tap("Open settings")
        host.settle()
        // The cover's modifier is outermost and updates first, while the sheet is still up.
        switch behavior.whilePresented {
        case .refuse:
            // UIKit refuses it: a warning, and no cover ever.
            #expect(
                host.warnings.contains { $0.contains("which is already presenting sheet(profile)") })
            #expect(host.presentations.isEmpty)
        case .queue:
            // SwiftUI queues it: a warning, and the cover once the sheet has gone.
            #expect(
                host.warnings.contains {
                    $0.hasPrefix("Currently, only presenting a single sheet is supported.")
                })
            #expect(host.presentations.map(\.style) == [.fullScreenCover])
        case .queueInPreviousStyle:
            // Queued, then shown as a sheet (TCA#2413): the settings screen, in the wrong style.
            #expect(host.presentations.map(\.style) == [.sheet])
            #expect(host.contains(text: "Settings"))
        }
        #expect(!host.warnings.isEmpty, "every iOS behaviour warns about the post's sequence")
    }

    @Test func fromTheRootBothStylesPresent() throws {
        let host = ViewHost(ProfileView())
        try host.tap("Show settings")
        #expect(host.presentations.map(\.style) == [.fullScreenCover])
        try #require(host.presentations.first?.contains(text: "Settings") == true)
        #expect(host.dismiss() == false, "a cover cannot be swiped away")
        #expect(host.warnings.isEmpty)
    }
}
