import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Row: View {
///     @Environment(\.dynamicTypeSize) private var typeSize
///     var body: some View {
///         Text(typeSize.isAccessibilitySize ? "Large" : "Regular")
///     }
/// }
/// ```
@propertyWrapper
@frozen public struct Environment<Value>: DynamicProperty {
    /// What the view depends on: the key path it reads (for objects, the object slot).
    package let dependency: AnyKeyPath
    package let read: (EnvironmentValues) -> Value
    /// The value compared to tell whether a new environment changes what this property reads.
    package let probe: (EnvironmentValues) -> Any
    package let link = EnvironmentLink()

    /// Creates an environment property to read the specified key path.
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        dependency = keyPath
        read = { $0[keyPath: keyPath] }
        probe = { $0[keyPath: keyPath] }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        guard let values = link.values else {
            GraphContext.warnEnvironmentOutsideView()
            return read(EnvironmentValues())
        }
        link.recorder?.record(dependency, probe: probe, value: probe(values))
        return read(values)
    }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    ///
    /// It traps when the object is missing, as SwiftUI does.
    nonisolated public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        let key = ObjectIdentifier(objectType)
        dependency = \EnvironmentValues.[optionalObject: key]
        read = { $0[requiredObject: key] as! Value }
        probe = { $0[optionalObject: key] as Any }
    }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment,
    /// returning `nil` if no corresponding object has been set in the current view's environment.
    nonisolated public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        let key = ObjectIdentifier(objectType)
        dependency = \EnvironmentValues.[optionalObject: key]
        read = { $0[optionalObject: key] as? T }
        probe = { $0[optionalObject: key] as Any }
    }
}

extension EnvironmentValues {
    package subscript(requiredObject key: ObjectIdentifier) -> AnyObject {
        guard let object = self[object: key] else {
            fatalError(
                "No Observable object found in the environment. A View.environment(_:) for it may be missing as an ancestor of this view."
            )
        }
        return object
    }

    package subscript(optionalObject key: ObjectIdentifier) -> AnyObject? {
        self[object: key]
    }
}

extension Environment: InstallableProperty {
    package func install(in node: ViewNode, slot: Int) {
        link.values = node.environment
        link.recorder = node.environmentReads
    }
}

extension Environment: GraphOwnedProperty {}

extension Environment: RuntimeComparable {
    /// What an environment property reads is checked separately, by the values it read.
    package func runtimeEquals(_ other: Any) -> Bool { true }
}

/// As in the iOS 18+ SDKs: sendable when its value is.
extension Environment: @unchecked Sendable where Value: Sendable {}

@usableFromInline package final class EnvironmentLink {
    package var values: EnvironmentValues?
    package var recorder: EnvironmentReads?
    @usableFromInline package init() {}
}

/// The environment values a view read during its last evaluation, to tell whether a new
/// environment changes anything it depends on.
package final class EnvironmentReads {
    private var reads: [AnyKeyPath: (probe: (EnvironmentValues) -> Any, value: Any)] = [:]

    package init() {}

    func record(_ keyPath: AnyKeyPath, probe: @escaping (EnvironmentValues) -> Any, value: Any) {
        reads[keyPath] = (probe, value)
    }

    func reset() { reads.removeAll(keepingCapacity: true) }

    func changed(in values: EnvironmentValues) -> Bool {
        reads.values.contains { !runtimeEqual($0.value, $0.probe(values)) }
    }
}
