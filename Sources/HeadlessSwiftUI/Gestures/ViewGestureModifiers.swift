import Foundation

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { position = $0.location })
    /// ```
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture {
        modifier(attachedGesture("gesture", gesture, .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Card().gesture(drag, isEnabled: !isLocked)
    /// ```
    nonisolated public func gesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T: Gesture {
        modifier(attachedGesture("gesture", gesture, .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view, with a name for debugging.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func gesture<T>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View
    where T: Gesture {
        modifier(attachedGesture("gesture", gesture, .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// ```swift
    /// Row().highPriorityGesture(TapGesture().onEnded { select() })
    /// ```
    nonisolated public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture {
        modifier(attachedGesture("highPriorityGesture", gesture, .high, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    nonisolated public func highPriorityGesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T: Gesture {
        modifier(attachedGesture("highPriorityGesture", gesture, .high, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view, with a name for debugging.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func highPriorityGesture<T>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View
    where T: Gesture {
        modifier(attachedGesture("highPriorityGesture", gesture, .high, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view.
    ///
    /// ```swift
    /// ScrollView { ... }.simultaneousGesture(DragGesture().onChanged { _ in hideKeyboard() })
    /// ```
    nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
    where T: Gesture {
        modifier(attachedGesture("simultaneousGesture", gesture, .simultaneous, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view.
    nonisolated public func simultaneousGesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T: Gesture {
        modifier(
            attachedGesture("simultaneousGesture", gesture, .simultaneous, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view, with a name for debugging.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func simultaneousGesture<T>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View
    where T: Gesture {
        modifier(
            attachedGesture("simultaneousGesture", gesture, .simultaneous, mask: isEnabled ? .all : .subviews))
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    ///
    /// ```swift
    /// PhotoView(photo).onTapGesture(count: 2) { isLiked.toggle() }
    /// ```
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(
            GestureModifier(
                attribute: count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))",
                gesture: TapGesture(count: count).onEnded(action), priority: .normal, mask: .all))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction.
    ///
    /// ```swift
    /// Canvas { ... }.onTapGesture { location in add(at: location) }
    /// ```
    @available(
        iOS, introduced: 16.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 9.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    @_disfavoredOverload
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(
            GestureModifier(
                attribute: count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))",
                gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
                    action($0.location)
                },
                priority: .normal, mask: .all))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction.
    ///
    /// ```swift
    /// Rectangle().onTapGesture(coordinateSpace: .global) { location in marker = location }
    /// ```
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        let space = coordinateSpace.coordinateSpace
        return modifier(
            GestureModifier(
                attribute: count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))",
                gesture: SpatialTapGesture(count: count, coordinateSpace: space).onEnded { action($0.location) },
                priority: .normal, mask: .all))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// `onPressingChanged` hears `true` when the finger goes down and `false` when the press
    /// ends, after `action` if the press lasted long enough (assumption: Apple documents the
    /// closure, not the order).
    ///
    /// ```swift
    /// MessageBubble(message).onLongPressGesture { showsReactions = true }
    /// ```
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            GestureModifier(
                attribute: minimumDuration == 0.5
                    ? "onLongPressGesture"
                    : "onLongPressGesture(minimumDuration: \(HeadlessValueFormat.number(minimumDuration)))",
                gesture: LongPressAction(
                    gesture: LongPressGesture(duration: minimumDuration, distance: maximumDistance),
                    action: action, pressing: onPressingChanged),
                priority: .normal, mask: .all))
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// ```swift
    /// Text("Hold").onLongPressGesture(pressing: { isPressing = $0 }) { start() }
    /// ```
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        renamed: "onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)"
    )
    #if HEADLESS_TVOS
        @available(*, unavailable, message: "SwiftUI does not have it on tvOS (HeadlessTvOS profile)")
    #endif
    @available(tvOS, unavailable)
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }

    nonisolated private func attachedGesture<T: Gesture>(
        _ name: String, _ gesture: T, _ priority: GesturePriority, mask: GestureMask
    ) -> GestureModifier {
        GestureModifier(attribute: nil, name: name, gesture: gesture, priority: priority, mask: mask)
    }
}

/// `onLongPressGesture`'s gesture: a long press that reports pressing and runs the action.
struct LongPressAction {
    typealias Value = Bool
    typealias Body = Never

    let gesture: LongPressGesture
    let action: () -> Void
    let pressing: ((Bool) -> Void)?
}

// In an extension, as in SwiftUI the type and its initializers stay nonisolated.
extension LongPressAction: Gesture {
    /// The graph entry point SwiftUI declares; the stand-in's runtime recognizes the gesture itself.
    nonisolated static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<Value> {
        _GestureOutputs()
    }
}

extension LongPressAction: PrimitiveGesture {
    var headlessDescription: String { gesture.headlessDescription }

    func run(_ touch: GestureTouch, in context: GestureContext, emit: (GesturePhase<Any>) -> Void) {
        var pressed = false
        gesture.run(touch, in: context) { phase in
            switch phase {
            case .changed:
                if !pressed { pressing?(true) }
                pressed = true
            case .ended:
                action()
                if pressed { pressing?(false) }
            case .failed:
                if pressed { pressing?(false) }
            }
            emit(phase)
        }
    }

    func acceptsTap(count: Int) -> Bool { false }
}
