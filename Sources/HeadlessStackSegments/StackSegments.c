#if defined(__linux__) || defined(__APPLE__)
#define _XOPEN_SOURCE 700  // ucontext on Apple platforms
#define _GNU_SOURCE        // pthread_getattr_np on Linux
#endif

#include "HeadlessStackSegments.h"

// No debug information in this file: every declaration is `nodebug`, and nothing is cast
// (`NULL` and `MAP_FAILED` included), since clang records the type of a cast. The toolchain's
// clang writes DWARF 5, the Swift compiler DWARF 4, and Debian's valgrind (3.19), which counts
// the benchmarks' instructions, gives up on a binary that mixes the two ("Possibly corrupted
// debuginfo file").
#define NODEBUG __attribute__((nodebug))

/// The lowest address there is: where a thread's stack bounds are unknown, all is room.
NODEBUG static char lowestAddress[1];

#if defined(__linux__) || defined(__APPLE__)

#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#if defined(__APPLE__)
// ucontext is deprecated on Apple platforms, and still works; a Mac runs the stand-in only
// with the HeadlessSwiftUI trait.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#endif

NODEBUG _Thread_local char *headless_stack_limit;

NODEBUG static char *currentStackLimit(void) {
    if (headless_stack_limit != 0) return headless_stack_limit;
    headless_stack_limit = lowestAddress;
#if defined(__APPLE__)
    pthread_t thread = pthread_self();
    char *top = pthread_get_stackaddr_np(thread);
    headless_stack_limit = top - pthread_get_stacksize_np(thread);
#else
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void *address;
        size_t size;
        if (pthread_attr_getstack(&attributes, &address, &size) == 0) headless_stack_limit = address;
        pthread_attr_destroy(&attributes);
    }
#endif
    return headless_stack_limit;
}

NODEBUG size_t headless_stack_remaining_first(void) {
    // Not through the inline `headless_stack_remaining`: clang cannot inline a function with
    // debug information into one without.
    char *limit = currentStackLimit();
    char *here = __builtin_frame_address(0);
    size_t remaining = 0;
    if (here > limit) remaining = here - limit;
    return remaining;
}

NODEBUG int headless_stack_segments_available(void) { return 1; }

NODEBUG static _Thread_local size_t segmentsStarted;

NODEBUG size_t headless_stack_segments_started(void) { return segmentsStarted; }

// makecontext passes only int arguments portably: the body and its context travel here, and
// the entry copies them before anything can start another segment.
NODEBUG static _Thread_local void (*pendingBody)(void *);
NODEBUG static _Thread_local void *pendingContext;

NODEBUG static void segmentEntry(void) {
    void (*body)(void *) = pendingBody;
    void *context = pendingContext;
    body(context);
    // Returning resumes the caller's context (uc_link).
}

NODEBUG int headless_run_on_new_segment(size_t size, void (*body)(void *), void *context) {
    long pageSize = sysconf(_SC_PAGESIZE);
    size_t page = 4096;
    if (pageSize > 0) page = pageSize;
    size = (size + page - 1) / page * page;
    // Pages are committed as the recursion touches them; the lowest one is a guard, so that
    // running off the segment faults instead of writing into other memory.
    char *mapping = mmap(0, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0);
    union {
        long value;
        void *pointer;
    } failed = {.value = -1};  // MAP_FAILED, without its cast
    if (mapping == failed.pointer) return -1;
    if (mprotect(mapping, page, PROT_NONE) != 0) {
        munmap(mapping, size + page);
        return -1;
    }
    ucontext_t caller, segment;
    if (getcontext(&segment) != 0) {
        munmap(mapping, size + page);
        return -1;
    }
    segment.uc_stack.ss_sp = mapping + page;
    segment.uc_stack.ss_size = size;
    segment.uc_link = &caller;
    makecontext(&segment, segmentEntry, 0);

    char *callerLimit = currentStackLimit();
    pendingBody = body;
    pendingContext = context;
    headless_stack_limit = mapping + page;
    segmentsStarted += 1;
    int status = swapcontext(&caller, &segment);
    headless_stack_limit = callerLimit;
    munmap(mapping, size + page);
    return status == 0 ? 0 : -1;
}

#else

NODEBUG _Thread_local char *headless_stack_limit = lowestAddress;

NODEBUG size_t headless_stack_remaining_first(void) { return SIZE_MAX; }

NODEBUG size_t headless_stack_segments_started(void) { return 0; }

NODEBUG int headless_stack_segments_available(void) { return 0; }

NODEBUG int headless_run_on_new_segment(size_t size, void (*body)(void *), void *context) {
    (void)size;
    (void)body;
    (void)context;
    return -1;
}

#endif
