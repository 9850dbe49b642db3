/// A modifier that only adds attributes to its content's line in the text tree (padding,
/// frame, opacity, ...). Layout is not computed yet; the attributes record what was asked.
struct AttributeModifier: Equatable {
    let attributes: [String]

    init(_ attributes: String...) {
        self.attributes = attributes
    }
}

extension AttributeModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        node.display = .modifier(attributes)
        node.reconcile([ChildSlot(key: .content, view: content, environment: node.environment)])
    }
}

/// A modifier that writes to the environment of its content.
///
/// The written environment is cached against the incoming one and a comparable `token`, so an
/// unchanged write keeps the subtree's environment identical and its views skipped.
struct EnvironmentWriter {
    let attribute: String?
    let token: Any
    let transform: (inout EnvironmentValues) -> Void

    init(attribute: String?, token: Any, transform: @escaping (inout EnvironmentValues) -> Void) {
        self.attribute = attribute
        self.token = token
        self.transform = transform
    }
}

extension EnvironmentWriter: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let cache = node.attachment { EnvironmentCache() }
        let written: EnvironmentValues
        if let previous = cache.output, let input = cache.input, input.isIdentical(to: node.environment),
           let token = cache.token, runtimeEqual(token, self.token) {
            written = previous
        } else {
            var values = node.environment
            transform(&values)
            cache.input = node.environment
            cache.output = values
            cache.token = token
            written = values
        }
        node.display = .modifier(attribute.map { [$0] } ?? [])
        node.reconcile([ChildSlot(key: .content, view: content, environment: written)])
    }
}

extension EnvironmentWriter: RuntimeComparable {
    func runtimeEquals(_ other: Any) -> Bool {
        guard let other = other as? EnvironmentWriter else { return false }
        return attribute == other.attribute && runtimeEqual(token, other.token)
    }
}

final class EnvironmentCache {
    var input: EnvironmentValues?
    var output: EnvironmentValues?
    var token: Any?
}

/// Places secondary content next to the modified view (overlay, background): the content
/// keeps its identity whatever the secondary content does.
struct AccessoryModifier<Accessory: View> {
    let name: String
    let label: String
    let accessory: Accessory
}

extension AccessoryModifier: ViewModifier, PrimitiveModifier, EnvironmentForwardingModifier {
    typealias Body = Never

    func update(node: ViewNode, content: any View) {
        let key = ChildKey.accessory(name)
        node.accessoryLabels[key] = label
        node.display = .modifier([])
        node.reconcile([
            ChildSlot(key: .content, view: content, environment: node.environment),
            ChildSlot(key: key, view: accessory, environment: node.environment),
        ])
    }
}
