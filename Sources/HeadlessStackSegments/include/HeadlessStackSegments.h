// Stack segments for the stand-in's recursion (its update, layout and rendering walk the view
// hierarchy recursively): when the thread's stack runs low, the work goes on in a fresh
// segment of memory on the same thread, so a hierarchy of any depth neither overflows the
// stack nor leaves the thread (the main actor stays where it is). The technique is the one
// rustc's deep recursion relies on (the `stacker` crate's `maybe_grow`).
#ifndef HEADLESS_STACK_SEGMENTS_H
#define HEADLESS_STACK_SEGMENTS_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address the current stack may use (the thread's, or the segment's while one
/// runs); NULL until first asked on this thread. Where the thread's bounds are unknown, the
/// lowest address there is (everything is room).
extern _Thread_local char *headless_stack_limit __attribute__((tls_model("initial-exec")));

/// `headless_stack_remaining` the first time on a thread: finds the thread's bounds.
size_t headless_stack_remaining_first(void);

/// Bytes left on the current stack below the caller's frame. Inline: the runtime asks at
/// every recursive step.
static inline size_t headless_stack_remaining(void) {
    char *limit = headless_stack_limit;
    if (limit == NULL) return headless_stack_remaining_first();
    char *here = __builtin_frame_address(0);
    return here > limit ? (size_t)(here - limit) : 0;
}

/// Whether `headless_run_on_new_segment` can switch stacks on this platform.
int headless_stack_segments_available(void);

/// How many segments this thread has started (for tests and statistics).
size_t headless_stack_segments_started(void);

/// Runs `body(context)` on a new segment of `size` bytes (rounded up to whole pages, with a
/// guard page below it) on the calling thread, and returns when it returns. Returns 0, or -1
/// when no segment could be mapped (then `body` has not run).
int headless_run_on_new_segment(size_t size, void (*body)(void *), void *context);

#endif
