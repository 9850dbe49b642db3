import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

/// The places a `present(item:)` ends up in real apps, each presenting a sheet from a button.
enum Placement: String, CaseIterable {
    case outsideAnyStack, listRow, lazyVStackRow, insideASheet, insideAPushedScreen, tabViewTab, splitViewSidebar,
        splitViewDetail
}

/// A button presenting a sheet through `present(item:)`, wherever it is put.
struct SheetButton: View {
    @Bindable var model: PresentationModel

    var body: some View {
        Button("Open profile") { model.destination = .profile }
            .present(item: $model.destination, onDismiss: { model.dismissed.append($0) }) { destination in
                DestinationScreen(destination: destination)
            }
    }
}

struct PlacementRoot: View {
    let placement: Placement
    @Bindable var model: PresentationModel
    @State private var outerSheet: Bool
    @State private var path: [Int]

    init(placement: Placement, model: PresentationModel) {
        self.placement = placement
        self.model = model
        _outerSheet = State(initialValue: placement == .insideASheet)
        _path = State(initialValue: placement == .insideAPushedScreen ? [1] : [])
    }

    var body: some View {
        switch placement {
        case .outsideAnyStack:
            SheetButton(model: model)
        case .listRow:
            NavigationStack {
                List(0..<3, id: \.self) { row in
                    if row == 1 { SheetButton(model: model) } else { Text("Row \(row)") }
                }
            }
        case .lazyVStackRow:
            NavigationStack {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<3, id: \.self) { row in
                            if row == 1 { SheetButton(model: model) } else { Text("Row \(row)") }
                        }
                    }
                }
            }
        case .insideASheet:
            Text("Root").sheet(isPresented: $outerSheet) { SheetButton(model: model) }
        case .insideAPushedScreen:
            NavigationStack(path: $path) {
                Text("Root").navigationDestination(for: Int.self) { _ in SheetButton(model: model) }
            }
        case .tabViewTab:
            TabView {
                Tab("Home", systemImage: "house") { NavigationStack { SheetButton(model: model) } }
                Tab("Other", systemImage: "star") { Text("Other") }
            }
        case .splitViewSidebar:
            NavigationSplitView {
                SheetButton(model: model)
            } detail: {
                Text("Detail")
            }
        case .splitViewDetail:
            NavigationSplitView {
                Text("Sidebar")
            } detail: {
                SheetButton(model: model)
            }
        }
    }
}

/// A push and a sheet from one binding, with pushes opted into or not.
struct PushingRoot: View {
    @Bindable var model: PlaceModel
    let pushTarget: PushTarget
    let log: MessageLog

    var body: some View {
        NavigationStack {
            Text("Root")
                .present(item: $model.place, onDismiss: { model.dismissed.append($0) }, pushingOnto: pushTarget) {
                    place in PlaceScreen(place: place)
                }
        }
        .environment(\.runtimeWarning, RuntimeWarningAction { log.messages.append($0) })
    }
}

final class MessageLog { var messages: [String] = [] }

@MainActor
@Suite("present(item:) prints nothing wherever it is placed, and pushes where the call site opts in")
struct PushTargetTests {
    /// Each placement presents, is swiped away, and presents again, with no console warning
    /// (SwiftUI prints one for a `navigationDestination` outside a stack or in a lazy row).
    @Test(arguments: Placement.allCases)
    func aSheetFromAnyPlacementPrintsNothing(placement: Placement) throws {
        let model = PresentationModel()
        let host = ViewHost(PlacementRoot(placement: placement, model: model))
        host.settle()
        try host.tap("Open profile")
        host.settle()
        #expect(host.presentations.last?.contains(text: "Showing profile") == true, "\(placement)")
        #expect(host.dismiss(), "\(placement)")
        host.settle()
        #expect(model.destination == nil, "\(placement)")
        #expect(model.dismissed == [.profile], "\(placement)")
        try host.tap("Open profile")
        host.settle()
        #expect(host.presentations.last?.contains(text: "Showing profile") == true, "\(placement)")
        #expect(host.warnings.isEmpty, "\(placement): \(host.warnings)")
    }

    @Test func anOptedInCallSitePushesAndPresentsFromOneBinding() throws {
        let model = PlaceModel()
        let log = MessageLog()
        let host = ViewHost(PushingRoot(model: model, pushTarget: .enclosingStack, log: log))
        model.place = .detail
        host.settle()
        #expect(host.navigationPath.count == 1)
        #expect(host.contains(text: "At detail"))
        model.place = .editor
        host.settle()
        #expect(host.navigationPath.isEmpty)
        #expect(host.presentations.last?.contains(text: "At editor") == true)
        #expect(model.dismissed == [.detail])
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(log.messages.isEmpty, "\(log.messages)")
    }

    /// Without the opt-in, a pushed item is shown as nothing, with a runtime warning (as
    /// SwiftUI ignores a misplaced destination); the binding's other items still present.
    @Test func aPushWithoutTheOptInShowsNothingAndSaysWhy() throws {
        let model = PlaceModel()
        let log = MessageLog()
        let host = ViewHost(PushingRoot(model: model, pushTarget: .none, log: log))
        model.place = .detail
        host.settle()
        #expect(host.navigationPath.isEmpty)
        #expect(host.presentations.isEmpty)
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("pushingOnto: .enclosingStack") == true, "\(log.messages)")
        model.place = .editor
        host.settle()
        #expect(host.presentations.last?.contains(text: "At editor") == true)
        #expect(model.dismissed.isEmpty, "nothing was shown for the push, so nothing was dismissed")
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(log.messages.count == 1)
    }
}
