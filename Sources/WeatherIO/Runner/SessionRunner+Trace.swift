import FoundationEssentials
import WeatherCore

/// `trace`: after each command, one line on standard error saying what the state machine did.
extension SessionRunner {
    /// A record for `command` when trace is on; nil (and nothing done) when it is off.
    func startTrace(_ command: String) -> TraceRecord? {
        guard session.isTracing else { return nil }
        let requests = requests
        let record = TraceRecord(
            command: command, from: session.state.machineState, requests: { requests.count },
            now: Int64(services.now().timeIntervalSince1970))
        record.savedBefore = session.savedState
        return record
    }

    /// Writes the traced command's line, in bold when standard error is a terminal that takes
    /// colour (dim grey washes out on a projector), wrapped to the width with the lines after
    /// the first indented when it is a terminal or COLUMNS says the width.
    func finishTrace() {
        guard let record = trace else { return }
        trace = nil
        // `save state` only when the state file will be written: the store is not read-only (a
        // recorded or replayed run never saves) and what is saved changed.
        if !store.readOnly, session.savedState != record.savedBefore { record.saves() }
        let json = session.state.format == .json
        let line = record.line(to: session.state.machineState, json: json, unicode: outputTraits.unicode)
        let errorIsTerminal = services.terminal.errorIsTerminal
        let colour =
            !json
            && TerminalPolicy.colorEnabled(noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: errorIsTerminal)
        var lines = [line]
        if !json, errorIsTerminal || environment["COLUMNS"] != nil {
            let width = TerminalPolicy.width(environment: environment, terminalColumns: services.terminal.errorColumns())
            if line.count > width {
                lines = RenderStyle(width: max(20, width - 2)).wrapped(line).split(separator: "\n").enumerated().map {
                    $0.offset == 0 ? String($0.element) : "  " + $0.element
                }
            }
        }
        output.error(lines.map { colour ? "\u{1B}[1m" + $0 + "\u{1B}[0m" : $0 }.joined(separator: "\n"))
    }
}
