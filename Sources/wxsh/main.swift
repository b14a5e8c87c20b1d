import Foundation
import WeatherIO

// wxsh: wires the real process (arguments, environment, terminal, signals) to the runner.
CrashSafety.apply()
Signals.catchInterrupts()
let status = SessionRunner.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    interrupts: SignalInterrupts(), terminalLines: { EditLineReader($0) })
exit(status)
