import Foundation

// SwiftUI has no index view style on macOS: the HeadlessMacOS profile leaves it out.
#if !HEADLESS_MACOS

    /// Defines the implementation of all `IndexView` instances within a view hierarchy: the page
    /// dots of a paged `TabView`. The stand-in draws no index view; the style is recorded.
    ///
    /// ```swift
    /// TabView { ... }
    ///     .tabViewStyle(.page)
    ///     .indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public protocol IndexViewStyle {
        /// The view an index view style makes (SwiftUI's own).
        associatedtype _Body: View
        /// Makes the index view (SwiftUI's own).
        @ViewBuilder func _makeBody(configuration: Self._Configuration) -> Self._Body
        /// What the index view shows (SwiftUI's own).
        typealias _Configuration = _IndexViewStyleConfiguration
    }

    /// What an index view shows (SwiftUI's own).
    @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public struct _IndexViewStyleConfiguration {}

    /// An index view style that places a page index view over its content: dots, one per page.
    @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public struct PageIndexViewStyle: IndexViewStyle {
        /// The background style for the page index view.
        public struct BackgroundDisplayMode: Sendable {
            let name: String

            /// Background will use the default for the platform.
            public static var automatic: BackgroundDisplayMode { .init(name: "automatic") }
            /// Background is only shown while the index view is interacted with.
            @available(watchOS, unavailable)
            public static var interactive: BackgroundDisplayMode { .init(name: "interactive") }
            /// Background is always displayed behind the page index view.
            @available(watchOS, unavailable)
            public static var always: BackgroundDisplayMode { .init(name: "always") }
            /// Background is never displayed behind the page index view.
            public static var never: BackgroundDisplayMode { .init(name: "never") }
        }

        let backgroundDisplayMode: BackgroundDisplayMode

        /// Creates a page index view style.
        public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
            self.backgroundDisplayMode = backgroundDisplayMode
        }

        /// Makes the index view: nothing is drawn in the stand-in.
        public func _makeBody(configuration: PageIndexViewStyle._Configuration) -> some View { EmptyView() }
    }

    @available(*, unavailable)
    extension PageIndexViewStyle: Sendable {}

    @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    extension IndexViewStyle where Self == PageIndexViewStyle {
        /// An index view style that places a page index view over its content.
        public static var page: PageIndexViewStyle { .init() }

        /// An index view style that places a page index view over its content, with a background.
        public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
            .init(backgroundDisplayMode: backgroundDisplayMode)
        }
    }

    @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    extension View {
        /// Sets the style for the index view within the current environment: recorded on the view's
        /// line in the text tree (the stand-in draws no page dots).
        ///
        /// ```swift
        /// TabView { ... }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
        /// ```
        nonisolated public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle {
            var description = ".\(typeName(S.self))"
            if let page = style as? PageIndexViewStyle {
                description = ".page(backgroundDisplayMode: .\(page.backgroundDisplayMode.name))"
            }
            return modifier(AttributeModifier("indexViewStyle(\(description))"))
        }
    }

#endif
