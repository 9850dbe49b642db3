#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif
// `canImport(os)` alone also holds on Linux, whose toolchain ships a module map named `os`
// that does not import: Darwin decides.
#if canImport(Darwin) && canImport(os)
    import MachO
    import os
#endif

/// Where SwiftUIExtras reports a misuse it corrected (a detent iOS would not accept, ...).
///
/// By default, on Apple platforms a warning is a runtime issue, shown by Xcode beside the
/// code like SwiftUI's own (a purple warning); elsewhere it goes to standard error. Tests and
/// apps can collect them:
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

    #if canImport(Darwin) && canImport(os)
        /// Logs a fault to the `com.apple.runtime-issues` subsystem on behalf of SwiftUI's image:
        /// Xcode lists such faults as runtime issues (the channel SwiftUI's own warnings use, and
        /// the one pointfreeco/swift-issue-reporting's `reportIssue` writes to).
        static var runtimeIssue: RuntimeWarningAction {
            RuntimeWarningAction { message in
                os_log(.fault, dso: RuntimeIssueLog.swiftUIImage, log: RuntimeIssueLog.log, "%{public}@", message)
            }
        }
    #endif
}

#if canImport(Darwin) && canImport(os)
    private enum RuntimeIssueLog {
        static let log = OSLog(subsystem: "com.apple.runtime-issues", category: "SwiftUIExtras")

        /// The loaded SwiftUI image's header: Xcode shows a fault as a runtime issue only when it
        /// is logged for a system framework. Our own image when SwiftUI is not loaded.
        nonisolated(unsafe) static let swiftUIImage: UnsafeRawPointer = {
            for index in 0..<_dyld_image_count() {
                guard let name = _dyld_get_image_name(index), String(cString: name).hasSuffix("/SwiftUI"),
                    let header = _dyld_get_image_header(index)
                else { continue }
                return UnsafeRawPointer(header)
            }
            return UnsafeRawPointer(#dsohandle)
        }()
    }
#endif

private struct RuntimeWarningKey: EnvironmentKey {
    static var defaultValue: RuntimeWarningAction {
        #if canImport(Darwin) && canImport(os)
            .runtimeIssue
        #else
            .standardError
        #endif
    }
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
