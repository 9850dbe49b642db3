#if HEADLESS_SWIFTUI
    import HeadlessSwiftUI
#else
    import SwiftUI
#endif

extension Route: Codable where Screen: Codable {
    /// Reads a route written by ``encode(to:)``.
    ///
    /// ```swift
    /// let routes = try JSONDecoder().decode([Route<Screen>].self, from: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try Route.decode(from: decoder)
    }

    /// Writes the route as `{"screen": …, "style": "sheet", "detents": […], "selectedDetent": …}`;
    /// a sheet's detents are written sorted, so a flow is written the same way each time. A
    /// popover adds its `anchor` point (`{"x": 1, "y": 0}`) and `arrowEdge` (`"top"`) when it
    /// sets them, a dialog its `titleVisibility` (`"visible"`, `"hidden"`).
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(routes)   // routes: [Route<Screen>], Screen: Codable
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FlowCodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(style.kind.rawValue, forKey: .style)
        switch style {
        case .sheet(let detents, let selected):
            if !detents.isEmpty {
                try container.encode(try detents.map { try $0.codableName() }.sorted(), forKey: .detents)
            }
            if let selected { try container.encode(selected, forKey: .selectedDetent) }
        case .popover(let anchor, let arrowEdge):
            if case .point(let point) = anchor { try container.encode(CodablePoint(point), forKey: .anchor) }
            if let arrowEdge { try container.encode(RouteCodingNames.name(of: arrowEdge), forKey: .arrowEdge) }
        case .confirmationDialog(let titleVisibility) where titleVisibility != .automatic:
            try container.encode(RouteCodingNames.name(of: titleVisibility), forKey: .titleVisibility)
        case .push, .fullScreenCover, .alert, .confirmationDialog:
            break
        }
    }
}

extension Route where Screen: Decodable {
    /// Restores a flow saved as JSON, keeping what it can: the routes up to the first one that
    /// does not decode (an unknown screen, say, from an older or newer version of the app) or
    /// cannot be shown where it is (a push above a popover), each drop reported as a runtime
    /// warning. Never throws.
    ///
    /// ```swift
    /// @AppStorage("flow") private var savedFlow = Data()
    ///
    /// routes = Route.flow(decoding: savedFlow)
    /// ```
    ///
    /// `warning` receives the warnings; by default they go where
    /// `EnvironmentValues.runtimeWarning` sends them (an Xcode runtime issue on Apple
    /// platforms).
    public static func flow(
        decoding data: Data, using decoder: JSONDecoder = JSONDecoder(), warning: RuntimeWarningAction? = nil
    ) -> [Route] {
        let warn = warning ?? EnvironmentValues().runtimeWarning
        let attempts: [Attempt]
        do {
            attempts = try decoder.decode([Attempt].self, from: data)
        } catch {
            warn("Route.flow(decoding:): the data is not an array of routes (\(error)); the flow is empty.")
            return []
        }
        var routes: [Route] = []
        let depth = depthBounded(attempts.count, warn: warn, source: "Route.flow(decoding:)", unit: "route")
        for (index, attempt) in attempts.prefix(depth).enumerated() {
            guard let route = attempt.route else {
                warn(
                    "Route.flow(decoding:): route \(index) does not decode (\(attempt.error ?? "")); it and the \(depth - index - 1) route(s) after it are dropped."
                )
                break
            }
            routes.append(route)
        }
        return validated(routes, warn: warn, source: "Route.flow(decoding:)")
    }

    /// One element of a saved flow, decoded or not.
    private struct Attempt: Decodable {
        var route: Route?
        var error: String?

        init(from decoder: any Decoder) throws {
            do {
                route = try Route.decode(from: decoder)
            } catch {
                self.error = String(describing: error)
            }
        }
    }

    /// Decodes a route when `Screen` is only `Decodable`.
    static func decode(from decoder: any Decoder) throws -> Route {
        let container = try decoder.container(keyedBy: FlowCodingKeys.self)
        let screen = try container.decode(Screen.self, forKey: .screen)
        let kind = try container.decode(String.self, forKey: .style)
        switch RouteStyle.Kind(rawValue: kind) {
        case .push: return .push(screen)
        case .sheet:
            let detents = try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? []
            let selected = try container.decodeIfPresent(SheetDetent.self, forKey: .selectedDetent)
            return .sheet(screen, detents: Set(detents), selectedDetent: selected)
        case .fullScreenCover: return .cover(screen)
        case .popover:
            let anchor = try container.decodeIfPresent(CodablePoint.self, forKey: .anchor)
            let edge = try container.decodeIfPresent(String.self, forKey: .arrowEdge)
            return .popover(
                screen, anchor: anchor.map { .point($0.unitPoint) } ?? .bounds,
                arrowEdge: try edge.map {
                    try RouteCodingNames.value(
                        $0, of: Edge.allCases, named: RouteCodingNames.name(of:), forKey: .arrowEdge, in: container)
                })
        case .alert: return .alert(screen)
        case .confirmationDialog:
            let visibility = try container.decodeIfPresent(String.self, forKey: .titleVisibility)
            return .confirmationDialog(
                screen,
                titleVisibility: try visibility.map {
                    try RouteCodingNames.value(
                        $0, of: Visibility.allCases, named: RouteCodingNames.name(of:), forKey: .titleVisibility,
                        in: container)
                } ?? .automatic)
        case nil:
            throw DecodingError.dataCorruptedError(
                forKey: .style, in: container,
                debugDescription:
                    "\"\(kind)\" is not a route style (\(RouteStyle.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
    }
}

/// The keys a route is written with.
enum FlowCodingKeys: String, CodingKey {
    case screen, style, detents, selectedDetent, anchor, arrowEdge, titleVisibility
}

/// A popover's anchor point, written as `{"x": 1, "y": 0}` (SwiftUI's `UnitPoint` is not
/// `Codable`).
private struct CodablePoint: Codable {
    var x: Double
    var y: Double

    init(_ point: UnitPoint) {
        x = Double(point.x)
        y = Double(point.y)
    }

    var unitPoint: UnitPoint { UnitPoint(x: x, y: y) }
}

/// The names SwiftUI's enums are written with (neither `Edge` nor `Visibility` is `Codable`),
/// spelled out rather than printed, so no SDK's description of them changes a saved flow.
enum RouteCodingNames {
    static func name(of edge: Edge) -> String {
        switch edge {
        case .top: "top"
        case .leading: "leading"
        case .bottom: "bottom"
        case .trailing: "trailing"
        }
    }

    static func name(of visibility: Visibility) -> String {
        switch visibility {
        case .automatic: "automatic"
        case .visible: "visible"
        case .hidden: "hidden"
        }
    }

    /// The case of `cases` named `name`, or a decoding error naming the choices.
    static func value<Value>(
        _ name: String, of cases: [Value], named: (Value) -> String, forKey key: FlowCodingKeys,
        in container: KeyedDecodingContainer<FlowCodingKeys>
    ) throws -> Value {
        guard let value = cases.first(where: { named($0) == name }) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\"\(name)\" is not one of \(cases.map(named).joined(separator: ", "))")
        }
        return value
    }
}

extension Route {
    /// The most routes a flow read from outside the app keeps: a deep link or a restored flow
    /// longer than this is cut here, and the rest dropped with a runtime warning.
    ///
    /// iOS documents no limit, but each route is a screen built at once (and each
    /// presentation a view controller): a link of 10,000 steps would build 10,000 screens in
    /// one update. 32 is deeper than any flow a person walks through, so a real link or a
    /// real saved flow is never cut.
    /// ```swift
    /// Route<Screen>.maximumDepth   // 32
    /// ```
    public static var maximumDepth: Int { 32 }

    /// The longest prefix of `routes` that can be shown, warning about the rest.
    static func validated(_ routes: [Route], warn: RuntimeWarningAction, source: String) -> [Route] {
        let (count, problem) = FlowPlanner.validPrefix(of: routes)
        if let problem { warn("\(source): \(problem)") }
        return Array(routes[..<count])
    }

    /// The first `maximumDepth` of `count` elements, warning when there are more.
    static func depthBounded(_ count: Int, warn: RuntimeWarningAction, source: String, unit: String) -> Int {
        guard count > maximumDepth else { return count }
        warn(
            "\(source): the flow is \(count) \(unit)s deep, more than Route.maximumDepth (\(maximumDepth)); the \(count - maximumDepth) \(unit)(s) after \(unit) \(maximumDepth - 1) are dropped."
        )
        return maximumDepth
    }
}
