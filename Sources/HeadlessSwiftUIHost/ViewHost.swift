import Foundation
import HeadlessSwiftUI

/// Drives and inspects a view graph evaluated by HeadlessSwiftUI, the way a test or a
/// screenshot tool would drive an app.
///
/// ```swift
/// let host = ViewHost(ContentView(), environment: {
///     var values = EnvironmentValues()
///     values.horizontalSizeClass = .compact
///     return values
/// }())
/// try host.tap("Show and Hide Overlay Content")
/// print(host.render())
/// ```
@MainActor
public final class ViewHost {
    let graph: ViewGraph
    /// The store `@AppStorage` uses in this host when a view names none: a fresh, empty
    /// `UserDefaults` suite per host, made when first used (unless the environment given sets
    /// `defaultAppStorage`), so tests do not share settings; it is removed when the host goes. Code that reads
    /// `UserDefaults.standard` directly does not see it: give such code this store, or the
    /// host `.defaultAppStorage(.standard)`.
    ///
    /// ```swift
    /// try host.toggle("Notifications")
    /// #expect(host.appStorage.bool(forKey: "notifications") == false)
    /// ```
    public var appStorage: UserDefaults { graph.root.environment.defaultAppStorage ?? ownAppStorage.store }
    /// The host's own suite, made when a view first uses it, removed when the host goes.
    private let ownAppStorage = LazyAppStorage()

    deinit {
        ownAppStorage.remove()
    }
    /// The device the screen is laid out on: its size, safe area, size classes and scale.
    public private(set) var device: Device
    /// The iOS release whose behaviour the host plays where iOS changed (`OSVersion`).
    public let os: OSVersion
    /// What the searches for taps by label did.
    package private(set) var tapSearchStatistics = TapSearchStatistics()

    /// Builds the graph of `view` in `environment` on `device` and runs its first update (and
    /// the `onAppear` actions it queues). `presentationBehavior` picks how presentation events
    /// are ordered where iOS documents no single order, and `os` the iOS release whose changed
    /// behaviour the host plays (the newest by default).
    ///
    /// With a device, the environment's size classes follow it unless `environment` sets them,
    /// and its display scale is the device's. Without one, the screen is laid out on an iPhone
    /// 15 Pro in portrait and the environment stays as given.
    public init<V: View>(
        _ view: V,
        environment: EnvironmentValues = EnvironmentValues(),
        device: Device? = nil,
        presentationBehavior: PresentationBehavior = .default,
        os: OSVersion = .newest
    ) {
        self.device = device ?? .iPhone15Pro
        self.os = os
        var environment = environment
        // `@AppStorage` takes `defaultAppStorage` first, this store after it.
        environment.hostAppStorage = ownAppStorage
        graph = ViewGraph(
            root: view, environment: device.map { Self.environment(environment, on: $0) } ?? environment,
            presentationOrder: presentationBehavior.eventOrder)
        graph.screen = Self.screen(of: self.device, os: os)
        // The first frame lays the screen out when its views read their geometry.
        graph.settle()
    }

    /// The environment a device gives: its size classes where the caller set none, its scale.
    static func environment(_ environment: EnvironmentValues, on device: Device) -> EnvironmentValues {
        var values = environment
        if values.horizontalSizeClass == nil { values.horizontalSizeClass = device.horizontalSizeClass }
        if values.verticalSizeClass == nil { values.verticalSizeClass = device.verticalSizeClass }
        values.displayScale = device.displayScale
        return values
    }

    /// Moves the screen to another device or orientation: the size classes follow it (the ones
    /// the device gave, not ones a test set), and the next layout uses its size.
    ///
    /// ```swift
    /// host.update(device: .iPhone15Pro.landscape)
    /// ```
    public func update(device newDevice: Device) {
        var values = graph.root.environment
        if values.horizontalSizeClass == device.horizontalSizeClass {
            values.horizontalSizeClass = newDevice.horizontalSizeClass
        }
        if values.verticalSizeClass == device.verticalSizeClass {
            values.verticalSizeClass = newDevice.verticalSizeClass
        }
        values.displayScale = newDevice.displayScale
        device = newDevice
        graph.screen = Self.screen(of: newDevice, os: os)
        graph.update(environment: values)
    }

    /// The environment at the root.
    public var environment: EnvironmentValues { graph.root.environment }

    /// Replaces the root environment: a rotation, a Dynamic Type change.
    public func update(environment: EnvironmentValues) {
        var values = environment
        values.hostAppStorage = ownAppStorage
        graph.update(environment: values)
    }

    /// Changes the root environment in place.
    ///
    /// ```swift
    /// host.update { $0.dynamicTypeSize = .accessibility1 }
    /// ```
    public func update(_ change: (inout EnvironmentValues) -> Void) {
        var values = graph.root.environment
        change(&values)
        graph.update(environment: values)
    }

    // MARK: - Reading

    /// The root screen as text-tree elements.
    public var elements: [RenderedElement] {
        graph.settle()
        return TreeRenderer.elements(of: graph.root)
    }

    /// The text tree: the root screen, then each presented layer under a `──` heading with
    /// its style and options. One view a line, indented, with the attributes that matter.
    public func render() -> String {
        // One settle for both: rendering the root screen changes nothing that the presented
        // layers would settle again for.
        graph.settle()
        let root = TreeRenderer.elements(of: graph.root).map(\.description)
        return (root + graph.presentedEntries.map { Presentation($0).description }).joined(separator: "\n")
    }

    /// Every `Text` string shown, in order: the root screen, then each presented layer.
    public var texts: [String] {
        elements.flatMap(\.texts) + presentations.flatMap(\.texts)
    }

    /// Whether some `Text` shows exactly `text`, on the root screen or a presented layer.
    public func contains(text: String) -> Bool {
        texts.contains(text)
    }

    /// The `Text` element that shows exactly `text`, on the root screen or a presented layer
    /// (the first one, root first), with its modifiers.
    ///
    /// ```swift
    /// #expect(host.find(text: "Count 1")?.modifiers == ["bold"])
    /// ```
    public func find(text: String) -> RenderedElement? {
        find { $0.text == text }
    }

    /// The element marked with the accessibility identifier `identifier` (the first, root
    /// first): the view whose line carries `accessibilityIdentifier(identifier)`, with its
    /// modifiers and the environment it sees.
    ///
    /// ```swift
    /// #expect(host.find(identifier: "title")?.environment?.textCase == .uppercase)
    /// ```
    public func find(identifier: String) -> RenderedElement? {
        find { $0.isMarked(identifier) }
    }

    /// The first element, depth first, root screen first, then each presented layer, that
    /// `predicate` accepts.
    ///
    /// ```swift
    /// let badged = host.find { !$0.accessories.isEmpty }
    /// ```
    public func find(where predicate: (RenderedElement) -> Bool) -> RenderedElement? {
        layerElements.lazy.flatMap { $0.flatMap(\.allElements) }.first(where: predicate)
    }

    /// The text tree's elements, a list per layer: the root screen, then each presented layer.
    var layerElements: [[RenderedElement]] { [elements] + presentations.map(\.elements) }

    /// The root node of each layer: the root screen, then each presented layer's content.
    var layerRoots: [ViewNode] { [graph.root!] + graph.presentedEntries.compactMap(\.contentNode) }

    /// The runtime warnings SwiftUI would print to the console, oldest first.
    public var warnings: [String] { graph.warnings }

    /// The sensory feedback the screen played (`sensoryFeedback(_:trigger:)`), oldest first: a
    /// haptic on a device.
    ///
    /// ```swift
    /// try host.tap("Pay")
    /// #expect(host.sensoryFeedback == [.success])
    /// ```
    public var sensoryFeedback: [SensoryFeedback] { graph.playedFeedback }

    /// Forgets the warnings collected so far.
    public func clearWarnings() { graph.clearWarnings() }

    /// The runtime's counters.
    public var stats: ViewHostStatistics { ViewHostStatistics(graph.statistics) }

    /// Starts the counters again from zero.
    public func resetStatistics() {
        graph.statistics = GraphStatistics()
        tapSearchStatistics = TapSearchStatistics()
    }

    // MARK: - Interacting

    /// Taps the button or link whose label shows `label` on the frontmost screen (the top
    /// presentation if one is up, else the root), then lets the graph update.
    ///
    /// The tap lands in the middle of the control's hit area, as a finger's would: a control
    /// covered by another view, or one whose label takes no hits there, does not get it.
    ///
    /// Throws when no enabled button or link shows the label, or when several do; the error
    /// lists what could be tapped. The presentation transitions on screen end first (a
    /// presentation animating in comes up, a dismissal completes): a finger cannot land during
    /// one.
    public func tap(_ label: String) throws {
        try tapAction(for: label)()
    }

    /// The tap on `label`, found now and performed (with the update it causes) when called:
    /// what a benchmark measures without the search.
    package func tapAction(for label: String) throws -> () -> Void {
        waitForTransitionsOnScreen()
        let action = try (indexedTapTarget(label) ?? fullTapTarget(label)).action
        return { [graph] in
            graph.perform(action)
        }
    }

    /// The node whose action a tap on `label` runs, found through the graph's text index; nil
    /// when the index cannot decide (and `tap(_:)` renders the screen to search it). Where it
    /// decides, it gives what the full search gives, or throws what it throws.
    package func indexedTapNode(for label: String) throws -> ViewNode? {
        graph.settle()
        return try indexedTapTarget(label)?.node
    }

    /// The node whose action a tap on `label` runs, found by rendering the frontmost screen:
    /// what `tap(_:)` does where the index cannot decide.
    package func fullSearchTapNode(for label: String) throws -> ViewNode {
        graph.settle()
        return try fullTapTarget(label).node
    }

    /// The tap on `label` as the full search would find it, through the index; nil when the
    /// index cannot decide, which includes the errors of the search itself (none, several,
    /// disabled). The control it decides on is the full search's, so a tap that cannot reach it
    /// throws the full search's error.
    private func indexedTapTarget(_ label: String) throws -> (node: ViewNode, action: () -> Void)? {
        var search = IndexedTapSearch(label: label, root: frontmostNode, graph: graph)
        let target = try? search.target()
        tapSearchStatistics.nodesVisited += search.visited
        guard let node = target?.tapNode, let action = node.output.tapAction else { return nil }
        tapSearchStatistics.indexedSearches += 1
        guard reachesTap(node) else { throw unreachableError(label, node) }
        return (node, action)
    }

    /// The tap on `label` found by rendering the frontmost screen.
    private func fullTapTarget(_ label: String) throws -> (node: ViewNode, action: () -> Void) {
        tapSearchStatistics.fullSearches += 1
        return try tapTarget(label, in: TreeRenderer.elements(of: frontmostNode))
    }

    func tapTarget(_ label: String, in roots: [RenderedElement]) throws -> (node: ViewNode, action: () -> Void) {
        let all = roots.flatMap(\.allElements)
        tapSearchStatistics.elementsRendered += all.count
        let matching = all.filter {
            $0.hasTapAction && ($0.allTexts.contains(label) || $0.allTexts.joined(separator: " ") == label)
        }
        // A tap lands on the innermost control under the finger.
        let innermost = matching.filter { candidate in
            !candidate.children.flatMap(\.allElements).contains { inner in
                inner.hasTapAction && (inner.allTexts.contains(label) || inner.allTexts.joined(separator: " ") == label)
            }
        }
        let tappableLabels = all.filter(\.hasTapAction).map { "\"\($0.allTexts.joined(separator: " "))\"" }
        guard let target = innermost.first else {
            throw ViewHostError(
                description:
                    "No button or link shows \"\(label)\". Tappable: \(tappableLabels.isEmpty ? "none" : tappableLabels.joined(separator: ", "))"
                    + (hasUncreatedLazyRows
                        ? ". A lazy container creates only the rows on screen: scroll to it first (scroll(toShow:))"
                        : "")
            )
        }
        guard innermost.count == 1 else {
            throw ViewHostError(
                description:
                    "\"\(label)\" is ambiguous: \(innermost.count) controls show it (\(innermost.map(\.name).joined(separator: ", "))). Tappable: \(tappableLabels.joined(separator: ", "))"
            )
        }
        guard target.isTappable, let node = target.tapNode, let action = node.output.tapAction else {
            throw ViewHostError(
                description:
                    "\"\(label)\" is disabled or does not take taps (\(target.name) \(target.modifiers.map { "." + $0 }.joined(separator: " ")))"
            )
        }
        guard reachesTap(node) else { throw unreachableError(label, node) }
        return (node, action)
    }

    func unreachableError(_ label: String, _ node: ViewNode) -> ViewHostError {
        if node.isScrolledOutOfView {
            return ViewHostError(
                description:
                    "\"\(label)\" is scrolled out of its scroll view: a finger cannot reach it. Scroll to it first (scroll(toShow:))"
            )
        }
        return ViewHostError(
            description:
                "\"\(label)\" is on screen, but no point of it takes a tap: something covers it, or it shows nothing that takes hits"
        )
    }

    /// Whether a lazy container on the frontmost screen has rows it has not created.
    private var hasUncreatedLazyRows: Bool {
        frontmostScreen.first { node in node.lazyRows.map { $0.createdIndices.count < $0.count } ?? false } != nil
    }

    /// Whether a finger's tap in the middle of what the control shows reaches it, and not a
    /// view in front of it or empty space. Lays the screen out first, as a tap comes after
    /// the frame.
    func reachesTap(_ node: ViewNode) -> Bool {
        layout()
        return node.layoutFrame == nil || tapPoint(for: node) != nil
    }
}
