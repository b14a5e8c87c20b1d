import Foundation
import WeatherIO

// wxsh: wires the real process (arguments, environment, terminal, files) to the core and runs.
CrashSafety.apply()
let status = Shell.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
exit(status)
