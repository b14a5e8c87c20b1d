import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

extension LiveData {
    /// Runs async work to completion, cancelling it if Ctrl-C is pressed meanwhile.
    ///
    /// The thread sleeps in poll() until the work is done or `interrupts` wakes it:
    /// no CPU while waiting, and a cancel within a few milliseconds.
    /// - Returns: the result, and whether it was interrupted.
    /// With a spinner, the thread also wakes to draw it: first after 150 ms, then every 100 ms.
    static func run<T: Sendable>(
        spinner: Spinner? = nil, interrupts: any InterruptSource, _ work: @escaping @Sendable () async -> T
    ) -> (T, interrupted: Bool) {
        let box = ResultBox<T>()
        let task = Task { box.set(await work()) }
        var interrupted = false
        let started = Spinner.milliseconds()
        var nextFrame = started + Int64(ProgressLine.delayMilliseconds)
        defer { spinner?.finish() }
        while true {
            if let value = box.value { return (value, interrupted) }
            if !interrupted, interrupts.isPending {
                interrupted = true
                task.cancel()
                continue
            }
            var timeout: Int32 = -1
            if let spinner, !interrupted {
                let now = Spinner.milliseconds()
                if now >= nextFrame {
                    spinner.tick()
                    nextFrame = now + Int64(ProgressLine.frameMilliseconds)
                }
                timeout = Int32(max(1, nextFrame - now))
            }
            // Once cancelled, only the work's end is waited for (the pipe keeps its byte).
            box.waitForValue(orReadable: interrupted ? -1 : interrupts.wakeDescriptor, timeoutMilliseconds: timeout)
            if !interrupted { interrupts.dropStaleWakeUps() }
        }
    }
}
