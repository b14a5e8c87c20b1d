#if canImport(Glibc)
    import CMalloc
    import Glibc
#endif

/// How the process allocates memory, set before any other thread starts.
enum ProcessTuning {
    static func apply() {
        #if canImport(Glibc)
            // One malloc arena for every thread. glibc gives each new thread that allocates an arena of
            // its own, and grows it a page at a time with mprotect: the threads that decode an answer
            // (Swift's concurrency pool) made about 90 such calls and their page faults in every
            // location change, 2-3 ms of its wall time here (strace, scripts/bench), and the
            // arenas kept freed memory apart. wxsh's few threads rarely allocate at once, so one
            // arena costs no waiting; the main one grows by brk in steps of M_TOP_PAD.
            _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }
}
