import FoundationEssentials
import WeatherIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// wxsh: wires the real process (arguments, environment, terminal, signals) to the runner.
ProcessTuning.apply()
CrashSafety.apply()
Signals.catchInterrupts()
let status = SessionRunner.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    interrupts: SignalInterrupts(), terminalLines: { EditLineReader($0) })
// Stopped by a signal, with state saved and output written or given up on: leave without exit's
// flush of what libedit left unwritten, which would wait for ever on a terminal stopped by Ctrl-S.
if Signals.termination != nil { _exit(status) }
exit(status)
