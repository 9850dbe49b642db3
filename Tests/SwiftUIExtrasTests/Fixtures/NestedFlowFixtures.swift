import HeadlessSwiftUI
import Observation
import SwiftUIExtras

/// A parent flow of named screens, whose "child" screen is a child flow of numbered steps,
/// with its own routes, on the parent's navigation stack.
@Observable
final class NestedFlowModel {
    var parent: [Route<String>] = []
    var child: [Route<Int>] = []
}

struct NestedFlowRoot: View {
    @Bindable var model: NestedFlowModel
    /// Where the child flow's pushes go.
    var childStack: FlowNavigationStack = .enclosing

    var body: some View {
        FlowStack($model.parent) {
            Text("Parent root")
        } destination: { name in
            if name == "child" {
                ChildFlow(model: model, stack: childStack)
            } else {
                Text("Parent \(name)")
            }
        }
    }
}

/// The child coordinator: its own screen type and routes.
struct ChildFlow: View {
    @Bindable var model: NestedFlowModel
    let stack: FlowNavigationStack

    var body: some View {
        FlowStack($model.child, navigationStack: stack) {
            ChildStep(step: 0)
        } destination: { step in
            ChildStep(step: step)
        }
    }
}

/// A step of the child flow, moving through both flows' navigators.
struct ChildStep: View {
    let step: Int
    @Environment(FlowNavigator<Int>.self) private var child
    @Environment(FlowNavigator<String>.self) private var parent
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Step \(step), taps \(taps)")
            Button("Count \(step)") { taps += 1 }
            Button("Next after \(step)") { child.push(step + 1) }
            Button("Sheet after \(step)") { child.present(step + 100) }
            Button("Child root from \(step)") { child.goBackToRoot() }
            Button("Finish from \(step)") {
                child.goBackToRoot()
                parent.goBackToRoot()
            }
        }
    }
}
