import Foundation

/// The bars' heights on an iPhone. Apple does not document them; they are UIKit's as measured
/// by others. Navigation bar 44 pt, 96 pt with a large title: "the navigation bar and toolbar are
/// 44 points tall", "large titles add 52 points to the navigation bar height, giving a total of
/// 96 points" (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12").
/// A bottom toolbar 49 pt above the home indicator's safe area: a weaker source (a UIKit frame
/// dump of 375 × 49 on an iPhone X quoted in a Stack Overflow mirror), so an assumption.
package enum NavigationBarMetrics {
    package static let inlineHeight: CGFloat = 44
    package static let largeTitleHeight: CGFloat = 96
    package static let bottomToolbarHeight: CGFloat = 49
    /// A tab bar's height above the home indicator's safe area: "49 pt is right on everything
    /// except iPhone X" (eggswift/ESTabBarController#81), where with the indicator it is 83 pt
    /// ("UITabBar should be 83pt in height", openradar 36192254).
    package static let tabBarHeight: CGFloat = 49
}

/// What the views of one navigation screen ask of its bars: a title, a title display mode, the
/// bars' visibility, bottom-bar items. Each modifier that sets one holds it while its view is
/// there; of two, the innermost wins (as with presentation options; an assumption). A change
/// lays the stack out again.
@MainActor
package final class NavigationScreenBar {
    // Main-actor state: the stored fields opt out of dynamic exclusivity checks, as
    // `ViewNode`'s hot fields do (no access to them overlaps another).
    /// What a modifier sets.
    enum Option {
        case title
        case displayMode(TitleMode)
        case barVisibility(Visibility, navigationBar: Bool, bottomBar: Bool, tabBar: Bool)
        case bottomBarItems
    }

    /// A title display mode, from `navigationBarTitleDisplayMode(_:)` or
    /// `toolbarTitleDisplayMode(_:)`.
    package enum TitleMode: Equatable {
        /// "Inherit the display mode from the previous navigation item" (Apple,
        /// `NavigationBarItem.TitleDisplayMode.automatic`).
        case automatic
        case inline
        case large
    }

    @exclusivity(unchecked) private var written: [ObjectIdentifier: (option: Option, depth: Int)] = [:]
    /// The stack laid out again when what the bars need changes.
    weak var stack: ViewNode?

    func set(_ option: Option, writtenBy writer: ObjectIdentifier, depth: Int) {
        let before = demands
        written[writer] = (option, depth)
        if demands != before { stack?.invalidateLayout() }
    }

    func remove(writtenBy writer: ObjectIdentifier) {
        let before = demands
        written[writer] = nil
        if demands != before { stack?.invalidateLayout() }
    }

    /// What the screen's views ask for, the innermost writer winning.
    package struct Demands: Equatable {
        package var hasTitle = false
        package var mode = TitleMode.automatic
        package var navigationBar = Visibility.automatic
        package var bottomBar = Visibility.automatic
        package var hasBottomBarItems = false
        package var tabBar = Visibility.automatic
    }

    package var demands: Demands {
        var result = Demands()
        var depths: [Int] = [-1, -1, -1, -1]
        for (option, depth) in written.values {
            switch option {
            case .title: result.hasTitle = true
            case .bottomBarItems: result.hasBottomBarItems = true
            case .displayMode(let mode) where depth > depths[0]:
                depths[0] = depth
                result.mode = mode
            case .barVisibility(let visibility, let navigationBar, let bottomBar, let tabBar):
                if tabBar, depth > depths[3] {
                    depths[3] = depth
                    result.tabBar = visibility
                }
                if navigationBar, depth > depths[1] {
                    depths[1] = depth
                    result.navigationBar = visibility
                }
                if bottomBar, depth > depths[2] {
                    depths[2] = depth
                    result.bottomBar = visibility
                }
            default: break
            }
        }
        return result
    }

    /// The room the screen's bars take: the navigation bar at the top (none when hidden; a
    /// large title's when the mode, inherited from `previous` where automatic, is large and
    /// there is a title), the bottom toolbar when it has items and is not hidden.
    package func room(previousMode: TitleMode?) -> (top: CGFloat, bottom: CGFloat, mode: TitleMode) {
        let demands = demands
        // A stack's root screen shows a large title unless told otherwise: SwiftUI's
        // NavigationStack prefers large titles (an assumption; Apple shows it in its samples).
        let mode = demands.mode == .automatic ? (previousMode ?? .large) : demands.mode
        let top: CGFloat =
            demands.navigationBar == .hidden
            ? 0
            : (mode == .large && demands.hasTitle
                ? NavigationBarMetrics.largeTitleHeight : NavigationBarMetrics.inlineHeight)
        let bottom: CGFloat =
            demands.hasBottomBarItems && demands.bottomBar != .hidden ? NavigationBarMetrics.bottomToolbarHeight : 0
        return (top, bottom, mode)
    }
}

extension EnvironmentValues {
    /// The bars of the navigation screen this view is on, if any.
    package var navigationScreenBar: NavigationScreenBar? {
        get { self[NavigationScreenBarKey.self] }
        set { self[NavigationScreenBarKey.self] = newValue }
    }
}

struct NavigationScreenBarKey: EnvironmentKey {
    static var defaultValue: NavigationScreenBar? { nil }
}

extension EnvironmentValues {
    /// What the views of the tab view this view is in ask of its tab bar, if any.
    package var tabBarDemands: NavigationScreenBar? {
        get { self[TabBarDemandsKey.self] }
        set { self[TabBarDemandsKey.self] = newValue }
    }
}

struct TabBarDemandsKey: EnvironmentKey {
    static var defaultValue: NavigationScreenBar? { nil }
}

/// A modifier that asks something of its screen's bars (and may draw, as `navigationTitle`
/// does): held while its view is there.
struct NavigationBarOption {
    let attribute: String
    let drawing: NodeDrawing?
    let option: NavigationScreenBar.Option
}

extension NavigationBarOption: ViewModifier, PrimitiveModifier, RuntimeDescribed {
    /// SwiftUI's graph entry point (a hook): a primitive modifier, which the runtime applies.
    nonisolated public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_Graph, _ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        _ViewOutputs(modifier: Self.self)
    }

    typealias Body = Never

    /// What it asks of the bars reaches layout through the stack, which is laid out again when
    /// the bars' demands change (`NavigationScreenBar.set`).
    static var leavesContainerLayout: Bool { true }

    func update(node: ViewNode, content: any View) {
        node.attachment { NavigationBarOptionWriter() }.write(
            option, to: node.environment.navigationScreenBar, from: node)
        if case .barVisibility(_, _, _, tabBar: true) = option {
            node.attachment { TabBarOptionWriter() }.write(option, to: node.environment.tabBarDemands, from: node)
        }
        node.output.display = .modifier([attribute])
        if let drawing { node.output.drawing = drawing }
        node.reconcile(key: .content, view: content, environment: node.environment)
    }
}

/// A modifier's hold on its screen's bars.
final class NavigationBarOptionWriter: BarOptionWriter {}

/// A modifier's hold on its tab view's tab bar.
final class TabBarOptionWriter: BarOptionWriter {}

/// A modifier's hold on what it asks of some bars, while its view is there.
@MainActor
class BarOptionWriter: NodeAttachment {
    private weak var bar: NavigationScreenBar?

    func write(_ option: NavigationScreenBar.Option?, to newBar: NavigationScreenBar?, from node: ViewNode) {
        if bar !== newBar {
            bar?.remove(writtenBy: ObjectIdentifier(self))
            bar = newBar
        }
        if let option {
            newBar?.set(option, writtenBy: ObjectIdentifier(self), depth: node.depth)
        } else {
            newBar?.remove(writtenBy: ObjectIdentifier(self))
        }
    }

    func nodeWillTearDown(_ node: ViewNode) {
        bar?.remove(writtenBy: ObjectIdentifier(self))
        bar = nil
    }
}

/// `NavigationStack`: takes the whole space it is offered (the navigation controller's view)
/// and lays its top screen out in what its bars leave, as UIKit's navigation controller
/// insets its content's safe area by the navigation bar and the toolbar. The screen's safe
/// area grows by the bars: a view that ignores it reaches under them (UIKit draws the bars over
/// the content's extended edges). That the stack fills its space is the stand-in's
/// assumption, as for `ScreenContainerLayout`.
package struct NavigationStackLayout: UnaryLayoutBehavior, Equatable {
    package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ScreenContainerLayout().sizeThatFits(proposal, node: node)
    }

    package func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let screen = node.layoutContent else { return }
        let room = Self.room(of: screen, in: node)
        placeScreen(screen, in: bounds, of: node, top: room.top, bottom: room.bottom)
    }

    package func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? { nil }

    /// The room `screen`'s bars take, its title display mode inherited through the screens
    /// below it.
    package static func room(of screen: ViewNode, in stack: ViewNode) -> (
        top: CGFloat, bottom: CGFloat, mode: NavigationScreenBar.TitleMode
    ) {
        guard let state = stack.existingAttachment(NavigationState.self) else { return (0, 0, .inline) }
        var previous: NavigationScreenBar.TitleMode?
        for child in stack.children {
            let room = state.bar(for: child.key).room(previousMode: previous)
            if child === screen { return room }
            previous = room.mode
        }
        return (0, 0, .inline)
    }
}

/// Lays `screen` out in `bounds` less the bars' `top` and `bottom`, centred there as the hosting
/// root centres its content, and grows its safe area by the bars: a view that ignores the
/// safe area reaches under them (UIKit draws bars over the content's extended edges).
@MainActor
func placeScreen(_ screen: ViewNode, in bounds: CGRect, of container: ViewNode, top: CGFloat, bottom: CGFloat) {
    let frame = CGRect(
        x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top - bottom))
    let layer = container.layerGeometry
    var safeArea = layer.safeArea
    if top > 0 { safeArea.top = max(safeArea.top, frame.minY - layer.container.minY) }
    if bottom > 0 { safeArea.bottom = max(safeArea.bottom, layer.container.maxY - frame.maxY) }
    screen.attachment { LayerGeometryAttachment() }.geometry = LayerGeometry(
        container: layer.container, safeArea: safeArea)
    let offered = ProposedViewSize(frame.size)
    let size = screen.sizeThatFits(offered)
    let origin = CGPoint(
        x: frame.minX + (frame.width - size.width) / 2, y: frame.minY + (frame.height - size.height) / 2)
    screen.place(in: CGRect(origin: origin, size: size), proposal: offered)
}

/// `TabView`: it takes the whole space it is offered and lays the selected tab out above its
/// tab bar (`NavigationBarMetrics.tabBarHeight`), unless the bar is hidden
/// (`toolbar(.hidden, for: .tabBar)` in the tab, a pushed screen's included) or the style
/// has none (`.page`). That it fills its space is the stand-in's assumption.
struct TabViewLayout: UnaryLayoutBehavior, Equatable {
    let hasTabBar: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ScreenContainerLayout().sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let content = node.layoutContent else { return }
        let demands = node.existingAttachment(TabViewState.self)?.tabBar.demands
        let bottom = hasTabBar && demands?.tabBar != .hidden ? NavigationBarMetrics.tabBarHeight : 0
        placeScreen(content, in: bounds, of: node, top: 0, bottom: bottom)
    }

    func explicitAlignment(_ guide: AlignmentGuide, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}
