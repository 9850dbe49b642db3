import Foundation

/// An action that opens a URL.
///
/// Read it from the environment and call it; `Link` calls it too. Substitute it to handle URLs
/// in the app (or in a test):
/// ```swift
/// struct HelpButton: View {
///     @Environment(\.openURL) private var openURL
///     var body: some View {
///         Button("Help") { openURL(URL(string: "https://example.com/help")!) }
///     }
/// }
///
/// HelpButton().environment(\.openURL, OpenURLAction { url in
///     opened.append(url)
///     return .handled
/// })
/// ```
@MainActor @preconcurrency
public struct OpenURLAction: @unchecked Sendable {
    // Not isolated, so that the environment's nonisolated default can hold the system action;
    // the runtime calls it on the main actor only.
    nonisolated(unsafe) package let handler: (URL) -> OpenURLAction.Result

    /// Creates an action that opens a URL.
    ///
    /// ```swift
    /// OpenURLAction { url in .systemAction }
    /// ```
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = handler
    }

    /// The system's action, the environment's default: there is no system to open URLs in the
    /// stand-in, so it accepts the URL and does nothing else.
    nonisolated package static var system: OpenURLAction { OpenURLAction(systemHandler: { _ in .handled }) }

    nonisolated private init(systemHandler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = systemHandler
    }

    /// Opens a URL, following system conventions.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL) {
        _ = resolve(url)
    }

    /// Asynchronously opens a URL, following system conventions; `completion` receives whether
    /// the URL was opened.
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(resolve(url))
    }

    /// Runs the handler; a handler that asks for the system action hands the URL (or the one it
    /// names) to the system, which accepts it.
    private func resolve(_ url: URL) -> Bool {
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other): return Self.system.handler(other ?? url).kind == .handled
        }
    }

    /// The result of a custom open URL action.
    ///
    /// ```swift
    /// OpenURLAction { url in url.scheme == "myapp" ? .handled : .systemAction }
    /// ```
    public struct Result: Sendable {
        package enum Kind: Equatable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        package let kind: Kind

        /// The handler opened the URL.
        public static var handled: OpenURLAction.Result { Result(kind: .handled) }

        /// The handler discarded the URL.
        public static var discarded: OpenURLAction.Result { Result(kind: .discarded) }

        /// The handler asks the system to open the original URL.
        public static var systemAction: OpenURLAction.Result { Result(kind: .systemAction(nil)) }

        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { Result(kind: .systemAction(url)) }
    }
}

struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// An action that opens a URL. The default opens it with the system ("Read this environment
    /// value to get an OpenURLAction instance for a given Environment", Apple's `openURL` page).
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set { self[OpenURLActionKey.self] = newValue }
    }
}
