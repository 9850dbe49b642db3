import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras
import Testing

/// Items of which some are pushed and some presented, from one binding.
enum Place: String, CaseIterable, Identifiable, Presentable {
    case detail, other, editor, cover

    var id: String { rawValue }

    var presentationStyle: PresentationStyle {
        switch self {
        case .detail, .other: .push
        case .editor: .sheet(detents: [.medium, .large])
        case .cover: .fullScreenCover
        }
    }

    var isPushed: Bool { self == .detail || self == .other }
}

@Observable
final class PlaceModel {
    var place: Place?
    var dismissed: [Place] = []
}

struct PlaceRoot: View {
    @Bindable var model: PlaceModel

    var body: some View {
        NavigationStack {
            Text("Root")
                .present(item: $model.place, onDismiss: { model.dismissed.append($0) }, pushingOnto: .enclosingStack) {
                    place in
                    PlaceScreen(place: place)
                }
        }
    }
}

struct PlaceScreen: View {
    let place: Place
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("At \(place.rawValue)")
            Button("Leave \(place.rawValue)") { dismiss() }
        }
    }
}

@MainActor
@Suite(
    "present(item:) with PresentationStyle.push: pushed through navigationDestination(item:), switched like any style")
struct PresentPushTests {
    static let states: [Place?] = [nil] + Place.allCases.map { $0 }

    func expectShows(_ place: Place?, _ host: ViewHost, _ label: String) {
        if let place, place.isPushed {
            #expect(host.navigationPath.count == 1, "\(label)")
            #expect(host.presentations.isEmpty, "\(label)")
            #expect(host.contains(text: "At \(place.rawValue)"), "\(label)")
        } else if let place {
            #expect(host.navigationPath.isEmpty, "\(label)")
            #expect(host.presentations.count == 1, "\(label)")
            #expect(host.presentations.first?.contains(text: "At \(place.rawValue)") == true, "\(label)")
        } else {
            #expect(host.navigationPath.isEmpty && host.presentations.isEmpty, "\(label)")
        }
    }

    /// Every (shown, requested) pair among nil, two pushes, a sheet and a cover, in every
    /// event order: what is shown ends as the binding says, and the pushed one is popped
    /// before a presentation comes (never both on screen at once).
    @Test(arguments: ViewHost.PresentationBehavior.allEventOrders)
    func everySwitch(behavior: ViewHost.PresentationBehavior) {
        for shown in Self.states {
            for requested in Self.states {
                let model = PlaceModel()
                model.place = shown
                let host = ViewHost(PlaceRoot(model: model), presentationBehavior: behavior)
                host.settle()
                let label = "\(shown?.rawValue ?? "nil") → \(requested?.rawValue ?? "nil") under \(behavior)"
                expectShows(shown, host, label)
                model.place = requested
                #expect(
                    host.navigationPath.isEmpty || host.presentations.isEmpty, "\(label): pushed and presented at once")
                host.settle()
                expectShows(requested, host, label)
                let dismissals: [Place] = shown.map { $0 == requested ? [] : [$0] } ?? []
                #expect(model.dismissed == dismissals, "\(label)")
                #expect(host.warnings.isEmpty, "\(label): \(host.warnings)")
            }
        }
    }

    @Test func theBackButtonAndDismissClearTheBinding() throws {
        let model = PlaceModel()
        let host = ViewHost(PlaceRoot(model: model))
        model.place = .detail
        host.settle()
        try host.back()
        host.settle()
        #expect(model.place == nil)
        #expect(model.dismissed == [.detail])

        model.place = .other
        host.settle()
        try host.tap("Leave other")
        host.settle()
        #expect(model.place == nil)
        #expect(host.navigationPath.isEmpty)
        #expect(model.dismissed == [.detail, .other])
        #expect(host.warnings.isEmpty)
    }
}
