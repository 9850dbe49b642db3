import HeadlessSwiftUI
import Observation
import SwiftUIExtras

@Observable
final class NavigatorFlowModel {
    var routes: [Route<String>] = []
}

/// A flow of named screens, each of which moves through the flow with the navigator alone.
struct NavigatorFlowRoot: View {
    @Bindable var model: NavigatorFlowModel

    var body: some View {
        FlowStack($model.routes) {
            NavigatorScreen(name: "root")
        } destination: { name in
            NavigatorScreen(name: name)
        }
    }
}

/// The same flow over the app's own `@State`, whose screens also change the routes without
/// the navigator (as an app's model would).
struct StateNavigatorFlowRoot: View {
    @State private var routes: [Route<String>]

    init(routes: [Route<String>]) { _routes = State(initialValue: routes) }

    var body: some View {
        FlowStack($routes) {
            NavigatorScreen(name: "root")
        } destination: { name in
            NavigatorScreen(name: name, appPresent: { routes.append(.popover("\(name)!")) })
        }
    }
}

/// Buttons for the navigator's moves, and the routes it reads (so a change redraws it).
struct NavigatorScreen: View {
    let name: String
    var appPresent: (() -> Void)? = nil
    @Environment(FlowNavigator<String>.self) private var navigator
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Screen \(name), taps \(taps)")
            NavigatorRouteCount(name: name)
            Button("Count \(name)") { taps += 1 }
            Button("App presents from \(name)") { appPresent?() }
            Button("Push from \(name)") { navigator.push("\(name)+") }
            Button("Sheet from \(name)") { navigator.present("\(name)^") }
            Button("Cover from \(name)") { navigator.present("\(name)#", style: .fullScreenCover) }
            Button("Back from \(name)") { navigator.goBack() }
            Button("To root from \(name)") { navigator.goBackToRoot() }
            Button("Dismiss from \(name)") { navigator.dismiss() }
            Button("Dismiss all from \(name)") { navigator.dismissAll() }
            Button("To first from \(name)") { navigator.goBackTo(index: 0) }
        }
    }
}

/// The navigator's route count, in a view of its own: its input never changes, so only the
/// navigator's notifications redraw it.
struct NavigatorRouteCount: View {
    let name: String
    @Environment(FlowNavigator<String>.self) private var navigator

    var body: some View { Text("\(name) sees \(navigator.routes.count) routes") }
}

/// A flow whose screens edit their own route through `$screen`.
struct EditableFlowRoot: View {
    @Bindable var model: PageFlowModel<NoteScreen>

    var body: some View {
        FlowStack($model.routes) {
            Text("Notes")
        } destination: { $note in
            NoteEditor(note: $note)
        }
    }
}

/// Renames its note through the binding, and counts taps in `@State`.
struct NoteEditor: View {
    @Binding var note: NoteScreen
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Note \(note.id): \(note.title), taps \(taps)")
            Button("Count \(note.id)") { taps += 1 }
            Button("Rename \(note.id)") { note.title += "!" }
            Button("Renumber \(note.id)") { note = NoteScreen(id: note.id + 10, title: note.title) }
        }
    }
}
