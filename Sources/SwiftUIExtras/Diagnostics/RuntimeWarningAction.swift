#if HEADLESS_SWIFTUI
import HeadlessSwiftUI
#else
import SwiftUI
#endif

/// Where SwiftUIExtras reports a misuse it corrected (a detent iOS would not accept, ...).
///
/// By default a warning goes to standard error. Tests and apps can collect them:
/// ```swift
/// ContentView()
///     .environment(\.runtimeWarning, RuntimeWarningAction { message in log.append(message) })
/// ```
public struct RuntimeWarningAction {
    private let handler: (String) -> Void

    /// Creates an action that handles each warning message.
    ///
    /// ```swift
    /// RuntimeWarningAction { message in logger.fault("\(message)") }
    /// ```
    public init(_ handler: @escaping (String) -> Void) {
        self.handler = handler
    }

    /// Reports a warning.
    ///
    /// ```swift
    /// @Environment(\.runtimeWarning) private var runtimeWarning
    /// runtimeWarning("Detent clamped")
    /// ```
    public func callAsFunction(_ message: String) {
        handler(message)
    }

    /// Writes to standard error, prefixed with the library's name.
    static var standardError: RuntimeWarningAction {
        RuntimeWarningAction { message in
            FileHandle.standardError.write(Data("[SwiftUIExtras] warning: \(message)\n".utf8))
        }
    }
}

private struct RuntimeWarningKey: EnvironmentKey {
    static var defaultValue: RuntimeWarningAction { .standardError }
}

extension EnvironmentValues {
    /// Where SwiftUIExtras reports the misuses it corrects.
    ///
    /// ```swift
    /// .environment(\.runtimeWarning, RuntimeWarningAction { print($0) })
    /// ```
    public var runtimeWarning: RuntimeWarningAction {
        get { self[RuntimeWarningKey.self] }
        set { self[RuntimeWarningKey.self] = newValue }
    }
}
