import HeadlessSwiftUI
import Testing

private struct Bottom: Error, Equatable {
    var depth: Int
}

/// A recursion `levels` deep, each step asking for room: the depth it reached.
private func recurse(_ levels: Int) -> Int {
    levels == 0 ? 0 : StackRoom.ensuring { recurse(levels - 1) } + 1
}

/// The same through steps that return nothing (`ensuring`'s form that is not generic),
/// counting the levels in `depth`.
private func recurseCounting(_ levels: Int, into depth: inout Int) {
    guard levels > 0 else { return }
    depth += 1
    StackRoom.ensuring { recurseCounting(levels - 1, into: &depth) }
}

/// The same, throwing at the bottom: the error comes back up through every segment.
private func recurseThrowing(_ levels: Int, from depth: Int = 0) throws(Bottom) -> Int {
    if levels == 0 { throw Bottom(depth: depth) }
    return try StackRoom.ensuring { () throws(Bottom) -> Int in try recurseThrowing(levels - 1, from: depth + 1) } + 1
}

/// The stand-in's recursion moves to a new stack segment, on the same thread, when the stack
/// runs low (`StackRoom`); these take it far past a thread's stack.
@Suite("StackRoom: recursion past the thread's stack")
struct StackRoomTests {
    @Test("This platform switches stacks (Linux does, through ucontext)")
    func switchesStacks() {
        #expect(StackRoom.canSwitchStacks)
    }

    @Test("The room left shrinks as the stack is used")
    func remainingShrinks() {
        let outside = StackRoom.remaining
        func nested(_ levels: Int) -> Int { levels == 0 ? StackRoom.remaining : nested(levels - 1) }
        let inside = nested(100)
        #expect(inside < outside)
        #expect(outside < 64 * 1024 * 1024, "a thread's stack, not unknown bounds")
    }

    @Test("A recursion 300,000 steps deep (far past 8 MiB of stack) runs, on new segments")
    func deepRecursion() {
        let before = StackRoom.segmentsStarted
        #expect(recurse(300_000) == 300_000)
        #expect(StackRoom.segmentsStarted > before, "the recursion went on in new segments")
    }

    @Test("A recursion of steps that return nothing runs 300,000 steps deep, on new segments")
    func deepRecursionOfStepsReturningNothing() {
        let before = StackRoom.segmentsStarted
        var depth = 0
        recurseCounting(300_000, into: &depth)
        #expect(depth == 300_000)
        #expect(StackRoom.segmentsStarted > before, "the recursion went on in new segments")
    }

    @Test("An error thrown at the bottom of a deep recursion comes back up through every segment")
    func errorsCrossSegments() {
        let before = StackRoom.segmentsStarted
        #expect(throws: Bottom(depth: 300_000)) { try recurseThrowing(300_000) }
        #expect(StackRoom.segmentsStarted > before)
    }
}
