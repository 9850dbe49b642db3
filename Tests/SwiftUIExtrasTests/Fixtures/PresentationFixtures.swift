import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import SwiftUIExtras

/// Destinations of every style, two of each so that same-style switches are covered.
enum Destination: String, CaseIterable, Identifiable, Presentable {
    case profile, help, settings, onboarding, tip, hint

    var id: String { rawValue }

    var presentationStyle: PresentationStyle {
        switch self {
        case .profile: .sheet(detents: [.medium, .large], dragIndicator: .visible)
        case .help: .sheet
        case .settings, .onboarding: .fullScreenCover
        case .tip: .popover(arrowEdge: .bottom)
        case .hint: .popover
        }
    }

    /// The kind of presentation: sheet, cover or popover.
    var kind: String {
        switch self {
        case .profile, .help: "sheet"
        case .settings, .onboarding: "cover"
        case .tip, .hint: "popover"
        }
    }

    /// The host's style for this destination.
    var hostStyle: ViewHost.Presentation.Style {
        switch self {
        case .profile, .help: .sheet
        case .settings, .onboarding: .fullScreenCover
        case .tip: .popover(arrowEdge: .bottom)
        case .hint: .popover(arrowEdge: nil)  // the system's choice
        }
    }
}

/// The app's one piece of presentation state, and what `onDismiss` reported.
@Observable
final class PresentationModel {
    var destination: Destination?
    var dismissed: [Destination] = []
    /// What the library reported through `runtimeWarning`.
    var libraryWarnings: [String] = []
}

struct PresentingRoot: View {
    @Bindable var model: PresentationModel

    var body: some View {
        Text("Root")
            .present(item: $model.destination, onDismiss: { model.dismissed.append($0) }) { destination in
                DestinationScreen(destination: destination)
            }
            .environment(\.runtimeWarning, RuntimeWarningAction { model.libraryWarnings.append($0) })
    }
}

struct DestinationScreen: View {
    let destination: Destination
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Showing \(destination.rawValue)")
            Button("Close \(destination.rawValue)") { dismiss() }
        }
    }
}

extension ViewHost {
    /// The presentations that are up (not leaving).
    var shownPresentations: [ViewHost.Presentation] {
        presentations.filter { !$0.isDismissing }
    }
}
