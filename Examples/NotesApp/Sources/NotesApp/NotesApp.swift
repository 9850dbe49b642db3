#if canImport(SwiftUI) && !HEADLESS_SWIFTUI
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// The app: one window showing the notes. An Xcode app target runs it from its own entry
/// point:
///
/// ```swift
/// @main enum Main { static func main() { NotesApp.main() } }
/// ```
public struct NotesApp: App {
    @State private var store = NotesStore()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            NotesListScreen(store: store)
        }
    }
}
