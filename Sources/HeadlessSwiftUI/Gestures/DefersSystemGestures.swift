extension View {
    /// Sets the screen edge from which you want your gesture to take precedence over the
    /// system gesture.
    ///
    /// The stand-in records it in the text tree: it has no system gestures to defer.
    ///
    /// ```swift
    /// GameBoard().defersSystemGestures(on: .bottom)
    /// ```
    #if HEADLESS_MACOS || HEADLESS_TVOS || HEADLESS_WATCHOS || HEADLESS_VISIONOS
        @available(
            *, unavailable,
            message:
                "SwiftUI has it on iOS only (HeadlessMacOS, HeadlessTvOS, HeadlessWatchOS, HeadlessVisionOS profiles)"
        )
    #endif
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View {
        modifier(
            LayoutModifier(
                attributes: ["defersSystemGestures(on: \(edges.headlessDescription))"], behavior: GestureLayout()))
    }
}
