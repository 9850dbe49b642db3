import HeadlessSwiftUI
import Observation
import TestSupport
import Testing

/// `NodeIndex` against the tree it indexes: after every change, the nodes it returns for a
/// string are exactly the live nodes that a walk of the tree finds showing it.
@MainActor
@Suite("The text index returns exactly the live nodes a walk of the tree finds")
struct NodeIndexTests {
    @Observable
    final class Model {
        /// Each label's text, nil where the label is not shown.
        var labels: [String?]
        init(count: Int) { labels = Array(repeating: "a", count: count) }
    }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                ForEach(model.labels.indices, id: \.self) { index in
                    if let label = model.labels[index] { Text(label) }
                }
            }
        }
    }

    static let alphabet = ["a", "b", "c", ""]

    /// The nodes a walk finds showing `text`.
    static func walk(_ node: ViewNode, showing text: String) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = node.isAlive && node.text == text ? [ObjectIdentifier(node)] : []
        for child in node.children { found.formUnion(walk(child, showing: text)) }
        return found
    }

    static func expectAgreement(in graph: ViewGraph, _ context: @autoclosure () -> String) {
        for text in alphabet + ["absent"] {
            let indexed = graph.nodeIndex.nodes(showing: text, root: graph.root)
            let dead = indexed.filter { !$0.isAlive }.count
            #expect(dead == 0, "a dead node for \"\(text)\" \(context())")
            #expect(indexed.count == Set(indexed.map { ObjectIdentifier($0) }).count, "a node twice \(context())")
            #expect(
                Set(indexed.map { ObjectIdentifier($0) }) == walk(graph.root, showing: text),
                "\"\(text)\" \(context())")
        }
    }

    /// One string shown by many nodes, by one, and by none; texts changed several times
    /// between two queries; labels removed and shown again (new nodes), in random order. With
    /// the index built at the first query (a scan limit of 0), never built (no limit: each
    /// query walks the tree), and built once the graph grows past 30 live nodes.
    @Test(arguments: [0, 30, Int.max])
    func randomChangesBetweenQueries(scanLimit: Int) {
        var generator = SeededGenerator(state: 0x1DE_2026)
        for round in 0..<20 {
            let model = Model(count: 12)
            let graph = ViewGraph(root: Screen(model: model), environment: EnvironmentValues())
            graph.nodeIndex.scanLimit = scanLimit
            // The first query builds the index; some rounds change texts before it.
            if round.isMultiple(of: 2) { Self.expectAgreement(in: graph, "round \(round), built at once") }
            for step in 0..<30 {
                // Several changes, then one query: the pending changes apply in order.
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<model.labels.count, using: &generator)
                    let hides = Int.random(in: 0..<5, using: &generator) == 0
                    model.labels[index] = hides ? nil : Self.alphabet.randomElement(using: &generator)!
                    if Bool.random(using: &generator) { graph.settle() }
                }
                graph.settle()
                Self.expectAgreement(in: graph, "round \(round), step \(step), labels \(model.labels)")
            }
        }
    }
}
