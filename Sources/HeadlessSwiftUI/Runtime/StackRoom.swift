internal import HeadlessStackSegments

/// Room on the stack for the runtime's recursion.
///
/// Mounting, updating, layout and rendering recurse through the view hierarchy, a few frames per
/// view. A thread's stack (8 MiB for the main thread on Linux, under the default `ulimit -s`)
/// holds a few thousand views of that in a debug build, and issue 24 asks that no depth kill
/// the process (10,000 levels must work). How deep SwiftUI itself goes on a device is not
/// documented; the stand-in takes no limit of its own.
/// Each recursive step asks for room first: while the stack has more than ``redZone`` left, the
/// step runs where it is (an inline C function that reads a thread-local); below it, the step and all it
/// recurses into run on a new segment of ``segmentSize`` bytes, on the same thread (the main
/// actor stays where it is), which is unmapped when the step returns. A segment is only touched
/// as deep as the recursion goes, so its size costs address space, not memory.
///
/// Where the platform cannot switch stacks (`headless_stack_segments_available`), the steps run
/// where they are, as before, and a hierarchy deeper than the stack holds overflows it.
// swift-format-ignore: AmbiguousTrailingClosureOverload
// `ensuring` is overloaded on purpose (a form that is not generic for steps that return nothing).
package enum StackRoom {
    /// What a recursive step may use before it asks again: the deepest single step (a view's
    /// body with its builders, in a debug build) stays well within it.
    package static let redZone = 512 * 1024

    /// A new segment's size: about 4,000 levels of a debug build's recursion.
    package static let segmentSize = 16 * 1024 * 1024

    /// Runs `step` where the stack has room for it: here, or on a new segment. (Overloaded on
    /// purpose: a step that returns nothing takes the form below, with nothing to choose at
    /// the call.)
    @inline(__always)
    package static func ensuring<Value, Failure: Error>(_ step: () throws(Failure) -> Value) throws(Failure) -> Value {
        if headless_stack_remaining() >= redZone { return try step() }
        return try onNewSegment(step).get()
    }

    /// `ensuring` for a step that returns nothing: not generic, so that a caller in another
    /// module (the host's text tree and searches), where the generic one is not specialized,
    /// does not look up the metadata of its `Result` at each step.
    package static func ensuring(_ step: () -> Void) {
        if headless_stack_remaining() >= redZone { return step() }
        runOnNewSegment(step)
    }

    @inline(never)
    private static func runOnNewSegment(_ step: () -> Void) {
        withoutActuallyEscaping(step) { step in
            var run = step
            let status = withUnsafeMutablePointer(to: &run) { run in
                headless_run_on_new_segment(
                    segmentSize, { context in context!.assumingMemoryBound(to: (() -> Void).self).pointee() }, run)
            }
            // No segment (the platform cannot switch, or no memory to map): the step runs here.
            if status != 0 { step() }
        }
    }

    /// Bytes left on the current stack (the thread's or a segment's), or `Int.max` where the
    /// platform does not say.
    package static var remaining: Int {
        let remaining = headless_stack_remaining()
        return remaining > UInt(Int.max) ? Int.max : Int(remaining)
    }

    /// How many segments this thread has started.
    package static var segmentsStarted: Int { Int(headless_stack_segments_started()) }

    /// Whether this platform can switch stacks (else deep recursion stays on the thread's).
    package static var canSwitchStacks: Bool { headless_stack_segments_available() != 0 }

    @inline(never)
    private static func onNewSegment<Value, Failure: Error>(_ step: () throws(Failure) -> Value) -> Result<
        Value, Failure
    > {
        var result: Result<Value, Failure>?
        withoutActuallyEscaping(step) { step in
            var run: () -> Void = {
                do throws(Failure) { result = .success(try step()) } catch { result = .failure(error) }
            }
            let status = withUnsafeMutablePointer(to: &run) { run in
                headless_run_on_new_segment(
                    segmentSize, { context in context!.assumingMemoryBound(to: (() -> Void).self).pointee() }, run)
            }
            // No segment (the platform cannot switch, or no memory to map): the step runs here.
            if status != 0 { run() }
        }
        return result!
    }
}
