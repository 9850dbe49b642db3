import Foundation

/// One keyframe of a track as written: where it goes, how, and for how long.
enum KeyframeSegment<Value: Animatable> {
    /// `MoveKeyframe`: the value jumps there at once.
    case move(Value)
    /// `LinearKeyframe`: a straight line there, paced by the curve.
    case linear(Value, duration: TimeInterval, curve: UnitCurve)
    /// `SpringKeyframe`: a spring toward the value; nil duration is the spring's settling
    /// duration.
    case spring(Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
    /// `CubicKeyframe`: a cubic (Hermite) curve there, its end velocities given or smooth.
    case cubic(Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)

    var target: Value {
        switch self {
        case .move(let value), .linear(let value, _, _), .spring(let value, _, _, _), .cubic(let value, _, _, _):
            value
        }
    }
}

/// A track's keyframes laid out in time from a start value: each piece knows when it starts,
/// where from, where to and the velocities at its ends, so a value at any time is one lookup
/// and one curve.
///
/// The rules are Apple's, from the keyframe types' pages:
/// - `SpringKeyframe`: "nil to use the settling duration of the spring"; a nil
///   `startVelocity` is computed "to maintain smooth motion", the velocity the value arrives
///   with (https://developer.apple.com/documentation/swiftui/springkeyframe/init(_:duration:spring:startvelocity:)).
/// - `CubicKeyframe`: "Adjacent cubic keyframes result in a Catmull-Rom spline"; after
///   another kind of keyframe, that segment's end velocity is the cubic's start velocity,
///   and before one, the next segment's start velocity is the cubic's end velocity
///   (https://developer.apple.com/documentation/swiftui/cubickeyframe).
/// - A segment starts where the one before it ended (a spring cut short by its duration has
///   not reached its value), moving as fast as that one ended.
///
/// Assumed where Apple says nothing: a track starts at rest; a cubic at the end of a track
/// ends at rest; a move stops the motion.
struct KeyframeTrackPlan<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Shape {
        case jump
        case curve(UnitCurve)
        case spring(Spring)
        case hermite(endVelocity: Data)
    }

    struct Piece {
        let start: TimeInterval
        let duration: TimeInterval
        let from: Data
        let to: Data
        let startVelocity: Data
        let shape: Shape

        var end: TimeInterval { start + duration }

        func value(at time: TimeInterval) -> Data {
            let local = min(max(time - start, 0), duration)
            switch shape {
            case .jump:
                return to
            case .curve(let curve):
                guard duration > 0 else { return to }
                return from + (to - from).scaled(by: curve.value(at: local / duration))
            case .spring(let spring):
                return from + spring.value(target: to - from, initialVelocity: startVelocity, time: local)
            case .hermite(let endVelocity):
                guard duration > 0 else { return to }
                let s = local / duration
                let s2 = s * s
                let s3 = s2 * s
                return from.scaled(by: 2 * s3 - 3 * s2 + 1) + startVelocity.scaled(by: duration * (s3 - 2 * s2 + s))
                    + to.scaled(by: -2 * s3 + 3 * s2) + endVelocity.scaled(by: duration * (s3 - s2))
            }
        }

        func velocity(at time: TimeInterval) -> Data {
            let local = min(max(time - start, 0), duration)
            switch shape {
            case .jump:
                return .zero
            case .curve(let curve):
                guard duration > 0 else { return .zero }
                return (to - from).scaled(by: curve.velocity(at: local / duration) / duration)
            case .spring(let spring):
                return spring.velocity(target: to - from, initialVelocity: startVelocity, time: local)
            case .hermite(let endVelocity):
                guard duration > 0 else { return endVelocity }
                let s = local / duration
                let s2 = s * s
                return from.scaled(by: (6 * s2 - 6 * s) / duration) + startVelocity.scaled(by: 3 * s2 - 4 * s + 1)
                    + to.scaled(by: (-6 * s2 + 6 * s) / duration) + endVelocity.scaled(by: 3 * s2 - 2 * s)
            }
        }
    }

    /// The value the track starts from, whose non-animatable parts every value keeps.
    let initial: Value
    let pieces: [Piece]

    var duration: TimeInterval { pieces.last?.end ?? 0 }

    init(initial: Value, initialVelocity: Data = .zero, segments: [KeyframeSegment<Value>]) {
        self.initial = initial
        var pieces: [Piece] = []
        var time: TimeInterval = 0
        var position = initial.animatableData
        var velocity = initialVelocity
        for (index, segment) in segments.enumerated() {
            let to = segment.target.animatableData
            let piece: Piece
            switch segment {
            case .move:
                piece = Piece(start: time, duration: 0, from: position, to: to, startVelocity: .zero, shape: .jump)
            case .linear(_, let duration, let curve):
                piece = Piece(
                    start: time, duration: max(duration, 0), from: position, to: to, startVelocity: velocity,
                    shape: .curve(curve))
            case .spring(_, let duration, let spring, let startVelocity):
                piece = Piece(
                    start: time, duration: max(duration ?? spring.settlingDuration, 0), from: position, to: to,
                    startVelocity: startVelocity?.animatableData ?? velocity, shape: .spring(spring))
            case .cubic(_, let duration, let startVelocity, let endVelocity):
                let duration = max(duration, 0)
                // The previous segment ended at the velocity this one starts with (for a cubic
                // before it, its Catmull-Rom tangent here).
                let start = startVelocity?.animatableData ?? velocity
                let end =
                    endVelocity?.animatableData
                    ?? Self.velocity(
                        enteringAfter: to, at: time + duration,
                        next: index + 1 < segments.count ? segments[index + 1] : nil,
                        from: position, at: time)
                piece = Piece(
                    start: time, duration: duration, from: position, to: to, startVelocity: start,
                    shape: .hermite(endVelocity: end))
            }
            pieces.append(piece)
            time = piece.end
            position = piece.value(at: piece.end)
            velocity = piece.velocity(at: piece.end)
        }
        self.pieces = pieces
    }

    /// The track's value at `time` seconds from its start: its start value before it, its last
    /// value after it.
    func value(at time: TimeInterval) -> Value {
        var value = initial
        guard let piece = piece(at: time) else { return value }
        value.animatableData = piece.value(at: time)
        return value
    }

    private func piece(at time: TimeInterval) -> Piece? {
        // The last piece that has started (a zero-length piece at a time counts as started).
        var found: Piece?
        for piece in pieces {
            if piece.start > time { break }
            found = piece
        }
        return found
    }

    /// The Catmull-Rom tangent at a point between two neighbours: their difference over the
    /// time between them.
    private static func catmullRom(
        from before: Data, at beforeTime: TimeInterval, to after: Data, at afterTime: TimeInterval
    )
        -> Data
    {
        let span = afterTime - beforeTime
        guard span > 0 else { return .zero }
        return (after - before).scaled(by: 1 / span)
    }

    /// How fast a cubic keyframe ends: the Catmull-Rom tangent when a cubic follows, the next
    /// segment's own start velocity when another kind does, at rest at the end of the track.
    private static func velocity(
        enteringAfter point: Data, at pointTime: TimeInterval, next: KeyframeSegment<Value>?, from before: Data,
        at beforeTime: TimeInterval
    ) -> Data {
        switch next {
        case .cubic(let value, let duration, let startVelocity, _):
            return startVelocity?.animatableData
                ?? catmullRom(from: before, at: beforeTime, to: value.animatableData, at: pointTime + max(duration, 0))
        case .linear(let value, let duration, let curve):
            guard duration > 0 else { return .zero }
            return (value.animatableData - point).scaled(by: curve.velocity(at: 0) / duration)
        case .spring(_, _, _, let startVelocity):
            return startVelocity?.animatableData ?? .zero
        case .move, nil:
            return .zero
        }
    }
}
