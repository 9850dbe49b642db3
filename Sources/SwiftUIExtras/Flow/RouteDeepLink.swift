#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

extension Route {
    /// Maps a deep link to a flow: each step of the URL to one route, so that one link opens
    /// a screen several levels down, with the presentations on the way.
    ///
    /// The steps are the path components of an `http`/`https` URL, and the host followed by
    /// the path components of any other scheme (`coins://BTC/edit/currency`: `BTC`, `edit`,
    /// `currency`). `route` maps a step, given the routes before it, to a route, or to nil
    /// when it does not know it. The flow stops at the first unknown step, or the first route
    /// that cannot be shown where it is (a push above a popover), with a runtime warning;
    /// what comes before is kept. A link deeper than ``maximumDepth`` steps is cut there, with
    /// a runtime warning.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     routes = Route.flow(from: url) { step, before in
    ///         switch (step, before.last?.screen) {
    ///         case ("edit", .detail(let id)?): .sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium)
    ///         case ("currency", _): .push(.currencyPicker)
    ///         case (let id, nil): .push(.detail(id))
    ///         default: nil
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `warning` receives the warnings; by default they go where
    /// `EnvironmentValues.runtimeWarning` sends them.
    public static func flow(
        from url: URL, warning: RuntimeWarningAction? = nil, route: (_ step: String, _ before: [Route]) -> Route?
    ) -> [Route] {
        let warn = warning ?? EnvironmentValues().runtimeWarning
        var steps = url.pathComponents.filter { $0 != "/" }
        if let scheme = url.scheme?.lowercased(), scheme != "http", scheme != "https",
            let host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host, !host.isEmpty
        {
            steps.insert(host, at: 0)
        }
        var routes: [Route] = []
        let depth = depthBounded(steps.count, warn: warn, source: "Route.flow(from: \(url))", unit: "step")
        for (index, step) in steps.prefix(depth).enumerated() {
            guard let next = route(step, routes) else {
                warn(
                    "Route.flow(from: \(url)): step \(index) \"\(step)\" is not a known route; it and the \(depth - index - 1) step(s) after it are dropped."
                )
                break
            }
            routes.append(next)
        }
        return validated(routes, warn: warn, source: "Route.flow(from: \(url))")
    }
}
