import Foundation
import WeatherCore

/// `trace`: after each command, one line on standard error saying what the state machine did.
extension SessionRunner {
    /// A record for `command` when trace is on; nil (and nothing done) when it is off.
    func startTrace(_ command: String) -> TraceRecord? {
        guard session.isTracing else { return nil }
        let requests = requests
        return TraceRecord(
            command: command, from: session.state.machineState, requests: { requests.count },
            now: Int64(services.now().timeIntervalSince1970))
    }

    /// Writes the traced command's line, dim when standard error is a terminal that takes colour.
    func finishTrace() {
        guard let record = trace else { return }
        trace = nil
        let json = session.state.format == .json
        let line = record.line(to: session.state.machineState, json: json, unicode: outputTraits.unicode)
        let dim =
            !json
            && TerminalPolicy.colorEnabled(
                noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: services.terminal.errorIsTerminal)
        output.error(dim ? "\u{1B}[2m" + line + "\u{1B}[0m" : line)
    }
}
