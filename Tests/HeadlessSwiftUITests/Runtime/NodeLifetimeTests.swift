import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Observation
import Testing

/// A node refers to its parent and is reached from its invalidation token without weak
/// references (which would slow every retain and release of it): what can outlive a node
/// must forget it when it goes. These are the cases where something does.
@MainActor
@Suite("What outlives a node forgets it: an observation's callback, a child kept past its parent")
struct NodeLifetimeTests {
    @Observable
    final class Model {
        var showsRow = true
        var title = "Row"
        var showsSheet = false
    }

    struct Row: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                if model.showsRow { Row(model: model) }
                Text("Footer")
            }
        }
    }

    /// Observation calls a view's change handler once, at the next change of what its body
    /// read, however long after (`withObservationTracking(_:onChange:)`, Apple's Observation
    /// documentation): here after the view has gone, and its node with it.
    @Test func anObservationOutlivingItsViewReachesNothing() {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        #expect(host.contains(text: "Row"))
        let destroyedBefore = host.stats.nodesDestroyed
        model.showsRow = false
        host.settle()
        #expect(!host.contains(text: "Row"))
        #expect(host.stats.nodesDestroyed > destroyedBefore, "the row's nodes are gone")
        // The row's body read `title`: its tracking fires now, for a node that is gone.
        let updatesBefore = host.stats.nodeUpdates
        model.title = "Renamed"
        host.settle()
        #expect(host.stats.nodeUpdates == updatesBefore, "nothing is updated for a view that is gone")
        #expect(host.contains(text: "Footer"))
    }

    struct Presenter: View {
        let model: Model
        var body: some View {
            VStack {
                if model.showsRow {
                    Text("Presenter").sheet(isPresented: .constant(model.showsSheet)) { Row(model: model) }
                }
            }
        }
    }

    /// A sheet whose presenter is removed stays on screen until the next frame (see
    /// `PresenterTeardownTests`): its content outlives the presenter's node, and the host
    /// walks up from it when it is asked what is presented.
    @Test func presentedContentOutlivingItsPresenterIsDrawnAndThenGoes() {
        let model = Model()
        model.showsSheet = true
        let host = ViewHost(Presenter(model: model))
        host.settle()
        #expect(host.presentations.count == 1)
        model.showsRow = false
        #expect(host.presentations.first?.contains(text: "Row") == true, "leaving, still drawn")
        model.title = "Renamed"
        host.settle()
        #expect(host.presentations.isEmpty)
        #expect(!host.contains(text: "Renamed"))
    }
}
