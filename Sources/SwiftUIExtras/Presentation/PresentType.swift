#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

/// One value for "what is presented": a sheet item or a full-screen item, as in the post's
/// `PresentType`, now generic so no view declares its own.
///
/// ```swift
/// enum SheetType: String, Identifiable { case profile; var id: String { rawValue } }
/// enum FullscreenType: String, Identifiable { case settings; var id: String { rawValue } }
///
/// @State var presentType: PresentType<SheetType, FullscreenType>? = nil
/// ```
public enum PresentType<Sheet: Identifiable, FullScreen: Identifiable>: Identifiable {
    /// Presented as a sheet.
    case sheet(Sheet)
    /// Presented as a full-screen cover (a sheet on macOS).
    case fullscreen(FullScreen)

    /// The identity of a presented item: its kind and its own id.
    ///
    /// ```swift
    /// PresentType<SheetType, FullscreenType>.sheet(.profile).id   // .sheet("profile")
    /// ```
    public enum ID: Hashable {
        /// A sheet item's id.
        case sheet(Sheet.ID)
        /// A full-screen item's id.
        case fullscreen(FullScreen.ID)
    }

    /// The item's identity: a sheet and a cover item with the same id are still different.
    ///
    /// ```swift
    /// presentType?.id == .fullscreen("settings")
    /// ```
    public var id: ID {
        switch self {
        case .sheet(let item): .sheet(item.id)
        case .fullscreen(let item): .fullscreen(item.id)
        }
    }
}

extension PresentType: Presentable {
    /// A sheet for `.sheet`, a full-screen cover for `.fullscreen`.
    ///
    /// ```swift
    /// PresentType<SheetType, FullscreenType>.fullscreen(.settings).presentationStyle   // .fullScreenCover
    /// ```
    public var presentationStyle: PresentationStyle {
        switch self {
        case .sheet: .sheet
        case .fullscreen: .fullScreenCover
        }
    }
}

extension PresentType: Equatable where Sheet: Equatable, FullScreen: Equatable {}
extension PresentType: Hashable where Sheet: Hashable, FullScreen: Hashable {}
extension PresentType: Sendable where Sheet: Sendable, FullScreen: Sendable {}

extension View {
    /// Presents a sheet or a full-screen cover from one optional `PresentType` binding: the
    /// post's call site, with no per-view modifier or glue state.
    ///
    /// Switching from a shown sheet to a cover (or back) dismisses first and presents after
    /// the dismissal completes, which iOS requires.
    /// ```swift
    /// .present(presentType: $presentType) { item in
    ///     switch item { case .profile: ProfileEditView() }
    /// } fullScreen: { item in
    ///     switch item { case .settings: SettingView() }
    /// }
    /// ```
    public func present<Sheet, FullScreen, SheetContent: View, FullScreenContent: View>(
        presentType: Binding<PresentType<Sheet, FullScreen>?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder sheet: @escaping (Sheet) -> SheetContent,
        @ViewBuilder fullScreen: @escaping (FullScreen) -> FullScreenContent
    ) -> some View {
        present(item: presentType, onDismiss: { _ in onDismiss?() }) { presented in
            switch presented {
            case .sheet(let item): sheet(item)
            case .fullscreen(let item): fullScreen(item)
            }
        }
    }
}
