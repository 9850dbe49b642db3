import SwiftUIExtras

// The README's Components examples, each in a view that compiles; .ci/check-readme-examples
// checks that every line of every README block is here, in order.
#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

// MARK: - README block 1: overlayIf, the post's call site

struct ReadmeExample1: View {
    @State private var displayOverlayContent = false

    var body: some View {
        VStack {
            Button(
                action: { displayOverlayContent.toggle() },
                label: { Text("Show and Hide Overlay Content") }
            )
            Spacer()
        }
        .padding()
        .overlayIf(
            displayOverlayContent,
            Color.green.frame(width: 300, height: 300)
        )
    }
}

// MARK: - README block 2: overlayIf and backgroundIf, three forms

struct ReadmeExample2: View {
    var isOnline = true
    var unreadCount = 2
    var isSelected = false

    var body: some View {
        VStack {
            Text("Status").overlayIf(isOnline, Color.green.opacity(0.3))  // one content
            Text("Status").overlayIf(isOnline, Color.green.opacity(0.3), Color.red.opacity(0.3))  // true / false
            Image(systemName: "envelope")
                .overlayIf(unreadCount > 0, alignment: .topTrailing) {  // closure, run only while true
                    Circle().fill(.red).frame(width: 8, height: 8)
                }
            Text("Card").padding().backgroundIf(isSelected) { RoundedRectangle(cornerRadius: 8).fill(.yellow) }
        }
    }
}

// MARK: - README block 3: isHidden

struct ReadmeExample3: View {
    @State private var coin: [Coin] = Coin.samples
    @State private var message = ""

    var body: some View {
        VStack {
            ForEach(coin) { item in
                CoinRowView(coin: item)
                Divider()
                    .isHidden(item == coin.last)
                    .padding(.horizontal, 100)
            }

            ErrorBanner(message: message)
                .isHidden(message.isEmpty, remove: true)
        }
    }
}

struct Coin: Identifiable, Hashable {
    let id: String
    var name: String
    var isFavorite: Bool

    static let samples: [Coin] = [
        Coin(id: "BTC", name: "Bitcoin", isFavorite: true),
        Coin(id: "ETH", name: "Ether", isFavorite: false),
        Coin(id: "SOL", name: "Solana", isFavorite: false),
    ]
}

struct ErrorBanner: View {
    let message: String

    var body: some View {
        Label(message, systemImage: "exclamationmark.triangle.fill")
            .padding()
            .background(Color.red.opacity(0.15))
    }
}

// MARK: - README block 4: CompactStack, AccessibleStack, AdaptiveStack

struct ReadmeExample4: View {
    var body: some View {
        VStack {
            postStacks
            customStacks
        }
    }

    private var postStacks: some View {
        VStack {
            CompactStack {  // vertical when horizontalSizeClass == .compact
                Text("01:00:05:12")
                Button(role: .destructive) {
                } label: {
                    Label("Reset", systemImage: "clock.arrow.circlepath")
                }
            }

            // vertical at the accessibility text sizes
            AccessibleStack {
                Text("A")
                Text("B")
            }

            // .compact, .regular, .accessible, .compactAccessible, .regularAccessible
            AdaptiveStack(condition: .compact) {
                Text("A")
                Text("B")
            }
        }
    }

    private func compactXXXLarge(sizeClass: UserInterfaceSizeClass?, typeSize: DynamicTypeSize) -> Bool {
        sizeClass == .compact && typeSize >= .xxxLarge
    }

    private var customStacks: some View {
        VStack {
            // a closure: AdaptiveStack.ConditionHandler
            AdaptiveStack(condition: compactXXXLarge) {
                Text("A")
                Text("B")
            }

            AdaptiveStack(
                horizontalAlignment: .leading, horizontalSpacing: 12,
                verticalAlignment: .firstTextBaseline, verticalSpacing: 4,
                condition: .compact
            ) {
                Text("A")
                Text("B")
            }
        }
    }
}

// MARK: - README block 5: composed conditions

struct ReadmeExample5: View {
    var body: some View {
        VStack {
            AdaptiveStack(condition: .compact.or(.accessible)) {
                Text("A")
                Text("B")
            }
            AdaptiveStack(condition: .compact.and(.dynamicTypeSize(.xxxLarge...))) {
                Text("A")
                Text("B")
            }
            AdaptiveStack(condition: .any(.compact, .accessible, .dynamicTypeSize(.xxLarge...))) {
                Text("A")
                Text("B")
            }
            AdaptiveStack(condition: .regular.and(.not(.accessible))) {
                Text("A")
                Text("B")
            }
        }
    }
}

// MARK: - README block 6: switching on fit

struct ReadmeExampleFit: View {
    var body: some View {
        VStack {
            // horizontal while the row fits, vertical when it would not
            AdaptiveStack(condition: .overflows) {
                Text("01:00:05:12")
                Button("Reset") {}
            }

            // always vertical in compact width; in regular width, only when the row does not fit
            AdaptiveStack(condition: .compact.or(.overflows)) {
                Text("01:00:05:12")
                Button("Reset") {}
            }
        }
    }
}

// MARK: - README block 7: wrapToLink, three forms

struct ReadmeExample6: View {
    @State private var coin: [Coin] = Coin.samples

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(coin.indices, id: \.self) { index in
                    // Seed 001's form, unchanged: the destination as a value.
                    CoinRowView(coin: $coin[index])
                        .wrapToLink(CoinDetailView(item: $coin[index]))

                    // The destination built by a closure, called only when the row is pushed.
                    CoinRowView(coin: $coin[index])
                        .wrapToLink { CoinDetailView(item: $coin[index]) }
                }
            }
        }
    }
}

struct ReadmeExample6Value: View {
    let coins: [Coin] = Coin.samples

    var body: some View {
        // A value pushed onto the stack's path, shown by its navigationDestination(for:).
        NavigationStack {
            LazyVStack {
                ForEach(coins) { coin in
                    CoinRowView(coin: coin)
                        .wrapToLink(value: coin.id)
                }
            }
            .navigationDestination(for: Coin.ID.self) { id in CoinDetailView(id: id) }
        }
    }
}

/// The post's row: from a binding (as the post's list passes it) or from a value.
struct CoinRowView: View {
    private let coin: Coin

    init(coin: Binding<Coin>) { self.coin = coin.wrappedValue }
    init(coin: Coin) { self.coin = coin }

    var body: some View {
        HStack {
            Text(coin.name)
            Spacer()
            Image(systemName: coin.isFavorite ? "star.fill" : "star")
        }
        .padding()
    }
}

/// The post's detail view: edits a coin through a binding, or shows one pushed by its id.
struct CoinDetailView: View {
    private let item: Binding<Coin>?
    private let id: Coin.ID

    init(item: Binding<Coin>) {
        self.item = item
        id = item.wrappedValue.id
    }

    init(id: Coin.ID) {
        item = nil
        self.id = id
    }

    var body: some View {
        VStack {
            Text(id).font(.largeTitle)
            if let item {
                Button(item.wrappedValue.isFavorite ? "Remove from Favorites" : "Add to Favorites") {
                    item.wrappedValue.isFavorite.toggle()
                }
            }
        }
        .navigationTitle(id)
    }
}

// MARK: - README block 8: present(item:) with a Presentable item

enum Destination: String, Identifiable, Presentable {
    case editProfile, settings, tip
    var id: String { rawValue }
    var presentationStyle: PresentationStyle {
        switch self {
        case .editProfile: .sheet(detents: [.medium, .large], dragIndicator: .visible)
        case .settings: .fullScreenCover
        case .tip: .popover(arrowEdge: .bottom)
        }
    }
}

struct ReadmeExample7: View {
    @State private var destination: Destination?

    var body: some View {
        Button("Edit Profile") { destination = .editProfile }
            .present(item: $destination, onDismiss: { dismissed in print(dismissed) }) { destination in
                switch destination {
                case .editProfile: EditProfileView(destination: $destination)
                case .settings: SettingsView()
                case .tip: Text("Tip")
                }
            }
    }
}

struct EditProfileView: View {
    @Binding var destination: Destination?

    var body: some View {
        VStack {
            Text("Edit Profile")
            // Switches from this sheet to the settings cover.
            Button("Settings") { destination = .settings }
        }
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close Settings") { dismiss() }
    }
}

// MARK: - README block 9: present(item:) with a style closure

struct ReadmeExample8: View {
    @State private var route: CheckoutRoute?
    @State private var detent: SheetDetent = .medium

    var body: some View {
        VStack {
            Button("Checkout") { route = CheckoutRoute(id: "checkout", isModal: true) }
            Button("Order Details") { route = CheckoutRoute(id: "order", isModal: false) }
        }
        .present(item: $route) { route in
            RouteView(route)
        } style: { route in
            route.isModal ? .fullScreenCover : .sheet(detents: [.medium, .large], selection: $detent)
        }
    }
}

struct CheckoutRoute: Identifiable {
    let id: String
    let isModal: Bool
}

struct RouteView: View {
    private let route: CheckoutRoute

    init(_ route: CheckoutRoute) { self.route = route }

    var body: some View {
        Text(route.id)
    }
}

// MARK: - README block 10: an alert as one more style

enum CoinAction: Hashable, Codable { case delete(String) }

enum CoinDestination: Identifiable, Hashable {
    case editor
    case deleteConfirmation(String)
    var id: Self { self }
}

@MainActor
final class CoinActionModel {
    var deleted: [String] = []
    func handle(_ action: CoinAction) {
        if case .delete(let id) = action { deleted.append(id) }
    }
}

struct DestinationView: View {
    let destination: CoinDestination
    init(_ destination: CoinDestination) { self.destination = destination }
    var body: some View { Text(String(describing: destination)) }
}

struct ReadmeExampleAlert: View {
    @State private var destination: CoinDestination?
    let model = CoinActionModel()

    var body: some View {
        Button("Delete BTC") { destination = .deleteConfirmation("BTC") }
            .present(item: $destination) { destination in
                DestinationView(destination)
            } style: { destination in
                switch destination {
                case .editor: return .sheet
                case .deleteConfirmation(let id):
                    return .alert(
                        AlertContent<CoinAction>(
                            title: "Delete \(id)?", message: "Its history goes too.",
                            buttons: [.destructive("Delete", action: .delete(id)), .cancel("Keep")]
                        )
                    ) { action in model.handle(action) }
                }
            }
    }
}

// MARK: - README block 11: present(item:) whose content edits its item through a binding

struct Draft: Identifiable, Presentable {
    let id = UUID()
    var title = ""
    var presentationStyle: PresentationStyle { .sheet(detents: [.medium, .large]) }
}

struct DraftEditor: View {
    @Binding var title: String

    var body: some View {
        VStack {
            Text(title.isEmpty ? "Untitled" : title)
            Button("Name It") { title = "Groceries" }
        }
    }
}

struct ReadmeExampleDraft: View {
    @State private var draft: Draft?  // Draft: Presentable

    var body: some View {
        Button("New Note") { draft = Draft() }
            .present(item: $draft) { $draft in
                DraftEditor(title: $draft.title)
            }
    }
}

// MARK: - README block 12: seed 004's own declarations, for comparison

struct ReadmeExample9: View {
    enum SheetType: String, Identifiable {
        var id: String { rawValue }
        case profile
    }
    enum FullscreenType: String, Identifiable {
        var id: String { rawValue }
        case settings
    }

    // seed 004: declared in every view, with a SheetModifier and a present(...) extension
    enum PresentType: Equatable {
        case sheet(SheetType)
        case fullscreen(FullscreenType)
    }
    @State var presentType: PresentType? = nil
    @State var sheetType: SheetType? = nil
    @State var fullScreenType: FullscreenType? = nil

    var body: some View {
        Button("Profile") { presentType = .sheet(.profile) }
            // + .onChange(of: presentType) { ... } copying into sheetType / fullScreenType
            .onChange(of: presentType) { _, newValue in
                switch newValue {
                case .sheet(let type):
                    fullScreenType = nil
                    sheetType = type
                case .fullscreen(let type):
                    sheetType = nil
                    fullScreenType = type
                case nil:
                    sheetType = nil
                    fullScreenType = nil
                }
            }
            .sheet(item: $sheetType) { _ in Text("Profile") }
    }
}

// MARK: - README block 13: seed 004's call site with SwiftUIExtras' PresentType

// SwiftUIExtras
extension ProfileView {
    enum SheetType: String, Identifiable {
        var id: String { rawValue }
        case profile
    }
    enum FullscreenType: String, Identifiable {
        var id: String { rawValue }
        case settings
    }
    typealias PresentType = SwiftUIExtras.PresentType<SheetType, FullscreenType>
}

struct ProfileView: View {
    @State var presentType: PresentType? = nil

    var body: some View {
        VStack {
            Button("Edit Profile") { presentType = .sheet(.profile) }
            Button("Settings") { presentType = .fullscreen(.settings) }
        }
        .present(presentType: $presentType) { item in
            switch item {
            case .profile: ProfileEditView()
            }
        } fullScreen: { item in
            switch item {
            case .settings: SettingView()
            }
        }
    }
}

struct ReadmeExample10: View {
    var body: some View {
        ProfileView()
    }
}

struct ProfileEditView: View {
    var body: some View {
        Text("Edit Profile")
    }
}

struct SettingView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

// MARK: - README block 14: FlowStack, the call site

enum Screen: Hashable, Codable {
    case detail(String)
    case editor(String)
    case currencyPicker
}

struct ReadmeExampleFlow: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        FlowStack($routes) {
            CoinList { coin in routes.append(.push(.detail(coin.id))) }
        } destination: { screen in
            switch screen {
            case .detail(let id):
                CoinDetail(id: id) {
                    routes.append(.sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium))
                }
            case .editor(let id):
                CoinEditor(id: id) { routes.append(.push(.currencyPicker)) }
            case .currencyPicker:
                CurrencyPicker()
            }
        }
    }
}

// MARK: - README block 15: alerts as routes, their content as data

/// A namespace, so that the block's own `Screen` does not clash with the other blocks'.
enum ReadmeAlertFlow {
    enum Screen: Hashable, Codable {
        case detail(String)
        case confirmDelete(String)
    }
    enum CoinAction { case delete(String) }

    final class CoinStore {
        private(set) var deleted: [String] = []
        func delete(_ id: String) { deleted.append(id) }
    }

    struct ReadmeExampleFlowAlert: View {
        @State private var routes: [Route<Screen>] = []
        let store: CoinStore

        var body: some View {
            FlowStack($routes) {
                CoinList { coin in routes.push(.detail(coin.id)) }
            } destination: { screen in
                if case .detail(let id) = screen {
                    CoinDetail(id: id) { routes.append(.alert(.confirmDelete(id))) }
                }
            } alert: { screen in
                switch screen {
                case .confirmDelete(let id):
                    AlertContent(
                        title: "Delete \(id)?", message: "Its history goes too.",
                        buttons: [.destructive("Delete", action: CoinAction.delete(id)), .cancel("Keep")])
                case .detail: nil
                }
            } alertAction: { action in
                if case .delete(let id) = action {
                    store.delete(id)
                    routes.goBack()  // the detail: the alert's route is gone already
                }
            }
        }
    }
}

// MARK: - README block 16: a route updated in place, or replaced by another screen

struct ReadmeExampleInPlace: View {
    @State private var routes: [Route<Screen>] = [.push(.detail("BTC"))]

    var body: some View {
        FlowStack($routes) {
            VStack {
                Button("New value") { newValue() }
                Button("Another case") { anotherCase() }
                Button("Another kind") { anotherKind() }
            }
        } destination: { screen in
            Text(String(describing: screen))
        }
    }

    func newValue() {
        routes[0] = .push(.detail("ETH"))  // was .push(.detail("BTC")): same screen, new value
    }

    func anotherCase() {
        routes[0] = .push(.currencyPicker)  // another case: popped, and the picker pushed
    }

    func anotherKind() {
        routes[0] = .sheet(.detail("ETH"))  // another kind: popped, and a sheet presented
    }
}

// MARK: - README block 17: a flow by assignment, saved and restored, from a deep link

struct ReadmeExampleFlowData: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        FlowStack($routes) {
            VStack {
                Button("Open") { openThreeLevels() }
                Button("Link") { open(URL(string: "coins://BTC/edit/currency")!) }
            }
        } destination: { screen in
            Text(String(describing: screen))
        }
    }

    func openThreeLevels() {
        // One assignment: the detail, its editor sheet at .large, the picker in the sheet's stack.
        routes = [
            .push(.detail("BTC")),
            .sheet(.editor("BTC"), detents: [.medium, .large], selectedDetent: .large),
            .push(.currencyPicker),
        ]
    }

    func saveAndRestore() throws {
        // Save, and restore what can be restored.
        let saved = try JSONEncoder().encode(routes)
        routes = Route.flow(decoding: saved)
    }

    func open(_ url: URL) {
        // coins://BTC/edit/currency
        routes = Route.flow(from: url) { step, before in
            switch (step, before.last?.screen) {
            case ("edit", .detail(let id)?): .sheet(.editor(id), detents: [.medium, .large], selectedDetent: .medium)
            case ("currency", _): .push(.currencyPicker)
            case (let id, nil): .push(.detail(id))
            default: nil
            }
        }
    }
}

// MARK: - README block 18: the navigator in the environment, and $screen

struct CoinActions: View {
    @Environment(FlowNavigator<Screen>.self) private var navigator
    let id: String

    var body: some View {
        Button("Edit") { navigator.present(.editor(id)) }
        Button("Currency") { navigator.push(.currencyPicker) }
        Button("Close the editor") { navigator.dismiss() }
        Button("Back to the list") { navigator.goBackToRoot() }
    }
}

struct ReadmeExampleNavigator: View {
    @State private var routes: [Route<Screen>] = []

    var body: some View {
        FlowStack($routes) {
            CoinList { coin in routes.push(.detail(coin.id)) }
        } destination: { $screen in
            ScreenEditor(screen: $screen)  // edits its own route
        }
    }
}

/// Renames a detail's coin in its own route.
struct ScreenEditor: View {
    @Binding var screen: Screen

    var body: some View {
        if case .detail(let id) = screen {
            Button("Show \(id) in lowercase") { screen = .detail(id.lowercased()) }
        } else {
            Text(String(describing: screen))
        }
    }
}

// MARK: - README block 19: a child flow on its parent's stack

enum OnboardingScreen: Hashable {
    case name, permissions
}

struct ReadmeExampleChildFlow: View {
    @State private var onboarding: [Route<OnboardingScreen>] = []

    var body: some View {
        FlowStack($onboarding, navigationStack: .enclosing) {
            OnboardingStart()
        } destination: { step in
            OnboardingStep(step: step)
        }
    }
}

struct OnboardingStart: View {
    @Environment(FlowNavigator<OnboardingScreen>.self) private var navigator

    var body: some View {
        Button("Start") { navigator.push(.name) }
    }
}

struct OnboardingStep: View {
    let step: OnboardingScreen

    var body: some View {
        Text(String(describing: step))
    }
}

// MARK: - README block 20: present(item:) pushing with PresentationStyle.push

enum Place: String, Identifiable, Presentable {
    case detail, editor
    var id: String { rawValue }
    var presentationStyle: PresentationStyle {
        self == .detail ? .push : .sheet(detents: [.medium, .large])
    }
}

struct ReadmeExamplePush: View {
    @State private var place: Place?

    var body: some View {
        NavigationStack {
            Button("Details") { place = .detail }
                .present(item: $place, pushingOnto: .enclosingStack) { place in PlaceView(place: place) }
        }
    }
}

struct PlaceView: View {
    let place: Place

    var body: some View {
        Text(place.rawValue)
    }
}

struct FlowCoin: Identifiable {
    let id: String
}

struct CoinList: View {
    let select: (FlowCoin) -> Void

    var body: some View {
        Button("BTC") { select(FlowCoin(id: "BTC")) }
    }
}

struct CoinDetail: View {
    let id: String
    let edit: () -> Void

    var body: some View {
        Button("Edit \(id)") { edit() }
    }
}

struct CoinEditor: View {
    let id: String
    let pickCurrency: () -> Void

    var body: some View {
        Button("Currency") { pickCurrency() }
    }
}

struct CurrencyPicker: View {
    var body: some View {
        Text("Pick a currency")
    }
}
