import SwiftUIExtras

#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

// present(item:): one optional binding for every presentation of a view. The gallery's
// present-* scenes drive these screens through taps, detent drags and swipes;
// `PresentationDemoScreen` puts them on one screen of the demo app.

/// Where the profile screen can go; each destination knows how it is presented.
enum Destination: String, Identifiable, Presentable {
    case editProfile
    case settings
    case tip

    var id: String { rawValue }

    var presentationStyle: PresentationStyle {
        switch self {
        case .editProfile: .sheet(detents: [.medium, .large], dragIndicator: .visible)
        case .settings: .fullScreenCover
        case .tip: .popover(arrowEdge: .bottom)
        }
    }
}

/// A presented screen with a title and a button that dismisses it from inside.
struct ClosableScreen: View {
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(title)
            Button("Done") { dismiss() }
        }
    }
}

/// The text of the root screen's "dismissed:" line.
private func dismissedLine(_ names: [String]) -> String {
    "onDismiss: " + (names.isEmpty ? "-" : names.joined(separator: ", "))
}

// MARK: - Sheet with detents

/// A sheet whose detent the screen keeps in `@State`, through the style closure.
public struct DetentSheetScreen: View {
    @State private var destination: Destination?
    @State private var detent: SheetDetent = .medium
    @State private var dismissed: [String] = []

    public init() {}

    public var body: some View {
        VStack {
            Text("Profile")
            Button("Edit Profile") { destination = .editProfile }
            Text("destination: " + (destination?.rawValue ?? "nil"))
            Text(dismissedLine(dismissed))
        }
        .present(item: $destination, onDismiss: { dismissed.append($0.rawValue) }) { _ in
            DetentSheet(detent: $detent)
        } style: { _ in
            .sheet(detents: [.medium, .large], selection: $detent, dragIndicator: .visible)
        }
    }
}

/// The sheet's content: it shows the detent the screen's `$detent` holds.
struct DetentSheet: View {
    @Binding var detent: SheetDetent

    var body: some View {
        VStack {
            Text("Edit Profile")
            Text("detent: " + (detent == .large ? ".large" : ".medium"))
        }
    }
}

// MARK: - Cover and popover

/// One `present(item:)` for every style: each `Destination` carries its own.
public struct ProfileScreen: View {
    @State private var destination: Destination?
    @State private var dismissed: [String] = []

    public init() {}

    public var body: some View {
        VStack {
            Text("Profile")
            Button("Edit Profile") { destination = .editProfile }
            Button("Settings") { destination = .settings }
            Button("Tip") { destination = .tip }
            Text("destination: " + (destination?.rawValue ?? "nil"))
            Text(dismissedLine(dismissed))
        }
        .present(item: $destination, onDismiss: { dismissed.append($0.rawValue) }) { destination in
            switch destination {
            case .editProfile: EditProfileScreen(destination: $destination)
            case .settings: ClosableScreen(title: "Settings")
            case .tip: Text("Tip: swipe down to close a sheet")
            }
        }
    }
}

/// The sheet: from inside it, the user can go straight to the settings cover.
struct EditProfileScreen: View {
    @Binding var destination: Destination?

    var body: some View {
        VStack {
            Text("Edit Profile")
            Button("Open Settings") { destination = .settings }
        }
    }
}

// MARK: - Seed 004's glue

/// Seed 004's glue, as the post writes it: the enum copied into a sheet binding and a cover
/// binding in one update. (macOS has no full-screen cover: there the second binding drives a
/// sheet.)
public struct TwoBindingProfile: View {
    @State private var sheet: Destination?
    @State private var cover: Destination?

    public init() {}

    public var body: some View {
        VStack {
            Text("Profile")
            Button("Edit Profile") { sheet = .editProfile }
        }
        .sheet(item: $sheet) { _ in
            VStack {
                Text("Edit Profile")
                Button("Open Settings") {
                    cover = .settings
                    sheet = nil
                }
            }
        }
        #if os(macOS) || HEADLESS_MACOS
            .sheet(item: $cover) { _ in Text("Settings") }
        #else
            .fullScreenCover(item: $cover) { _ in Text("Settings") }
        #endif
    }
}

// MARK: - Nested

/// A sheet that presents its own cover, with the same modifier.
struct NestedSheet: View {
    enum Inner: String, Identifiable, Presentable {
        case terms
        var id: String { rawValue }
        var presentationStyle: PresentationStyle { .fullScreenCover }
    }

    @State private var inner: Inner?

    var body: some View {
        VStack {
            Text("Account")
            Button("Show Terms") { inner = .terms }
        }
        .present(item: $inner) { _ in
            ClosableScreen(title: "Terms of Service")
        }
    }
}

/// A screen whose sheet presents a cover, both through `present(item:)`.
public struct NestedScreen: View {
    enum Outer: String, Identifiable, Presentable {
        case account
        var id: String { rawValue }
        var presentationStyle: PresentationStyle { .sheet(detents: [.large]) }
    }

    @State private var outer: Outer?

    public init() {}

    public var body: some View {
        VStack {
            Text("Home")
            Button("Account") { outer = .account }
        }
        .present(item: $outer) { _ in
            NestedSheet()
        }
    }
}

// MARK: - Seed 004

/// Seed 004's `ProfileView`, with the library's `PresentType` instead of a per-view enum and
/// modifier. Its `@State` and its call site are the post's, unchanged (the sheet gets a
/// binding so that it can ask for the cover while it is up).
public struct SeedProfileView: View {
    enum SheetType: String, Identifiable {
        var id: String { self.rawValue }
        case profile
    }

    enum FullscreenType: String, Identifiable {
        var id: String { self.rawValue }
        case settings
    }

    // The post's own name, now for the library's generic type: no per-view enum or modifier.
    typealias PresentType = SwiftUIExtras.PresentType<SheetType, FullscreenType>

    @State var presentType: PresentType? = nil

    public init() {}

    public var body: some View {
        VStack {
            Text("Profile")
            Button("Edit Profile") { presentType = .sheet(.profile) }
        }
        .present(presentType: $presentType) { item in
            switch item {
            case .profile: ProfileEditView(presentType: $presentType)
            }
        } fullScreen: { item in
            switch item {
            case .settings: SettingView()
            }
        }
    }
}

/// The post's sheet, with a button that asks for the settings cover while it is up.
struct ProfileEditView: View {
    @Binding var presentType: SeedProfileView.PresentType?

    var body: some View {
        VStack {
            Text("Profile Edit")
            Button("Settings") { presentType = .fullscreen(.settings) }
        }
    }
}

struct SettingView: View {
    var body: some View {
        ClosableScreen(title: "Setting")
    }
}

// MARK: - The demo app's screen

/// Every presentation `present(item:)` makes, one section each: a sheet at two detents, a
/// full-screen cover, a popover, the switch from a sheet to a cover while the sheet is up, a
/// bound detent, a cover over a sheet, and seed 004's `PresentType`.
public struct PresentationDemoScreen: View {
    public init() {}

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 32) {
                DemoSection(
                    "One binding, every style",
                    "Edit Profile: a sheet at .medium and .large. Settings: a full-screen cover. Tip: a popover (a sheet on iPhone). In the sheet, Open Settings dismisses it and presents the cover."
                ) {
                    ProfileScreen()
                }
                DemoSection(
                    "A bound detent",
                    "The screen keeps the sheet's detent in @State: drag the sheet to .large and it says so."
                ) {
                    DetentSheetScreen()
                }
                DemoSection("Nested", "Account: a sheet. Show Terms, in the sheet: a cover over it, same API.") {
                    NestedScreen()
                }
                DemoSection(
                    "Seed 004's PresentType",
                    "present(presentType:): .sheet(.profile), then .fullscreen(.settings) from inside the sheet."
                ) {
                    SeedProfileView()
                }
            }
            .padding()
        }
        .navigationTitle("Presentations")
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
