import FoundationEssentials
import WeatherCore

/// `trace`: after each command, one line on standard error saying what the state machine did.
extension SessionRunner {
    /// A record for `command` when trace is on; nil (and nothing done) when it is off.
    func startTrace(_ command: String) -> TraceRecord? {
        guard session.isTracing else { return nil }
        let record = TraceRecord(
            command: command, from: session.state.machineState.name, counter: requests, now: Int64(services.now().timeIntervalSince1970))
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
        record.finish(to: session.state.machineState.name)
        if !record.describesTrace {
            lastTrace = record
            traced.append(record)
        }
        let json = session.state.format == .json
        let lines = record.lines(json: json, unicode: outputTraits.unicode)
        let errorIsTerminal = services.terminal.errorIsTerminal
        let colour =
            !json
            && TerminalPolicy.colorEnabled(noColorFlag: invocation.noColor, environment: environment, outputIsTerminal: errorIsTerminal)
        var shown = lines
        if !json, errorIsTerminal || environment["COLUMNS"] != nil {
            let width = TerminalPolicy.width(environment: environment, terminalColumns: services.terminal.errorColumns())
            // The trace line's continuations are indented by 2, a request's (already indented) by 4.
            shown = lines.enumerated().flatMap { index, line in
                SessionRunner.wrapped(line, width: width, indent: index == 0 ? "  " : "    ")
            }
        }
        output.error(shown.map { colour ? "\u{1B}[1m" + $0 + "\u{1B}[0m" : $0 }.joined(separator: "\n"))
    }

    /// `line` wrapped at spaces to `width` columns, the lines after the first indented by
    /// `indent` (a word longer than a line is left whole). Trace lines are narrow text: one
    /// column a character.
    static func wrapped(_ line: String, width: Int, indent: String) -> [String] {
        guard line.count > width else { return [line] }
        let lead = String(line.prefix { $0 == " " })
        var lines: [String] = []
        var current = lead
        for word in line.dropFirst(lead.count).split(separator: " ") {
            let start = lines.isEmpty ? lead : indent
            if current.count > start.count, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > (lines.isEmpty ? lead : indent).count ? " " : "") + word
        }
        return lines + [current]
    }

    /// `trace sequence [all|N]`: the last command traced, every one, or the Nth, as a Mermaid
    /// sequence diagram, or a one-line error when there is none.
    func showTraceSequence(_ selection: DemoCommand.TraceSelection) {
        guard let record = lastTrace else {
            report(ErrorReport("trace sequence: no command traced yet; turn trace on (`trace on` or `--trace`) and run a command first"))
            return
        }
        let provider = session.state.weather.provider
        switch selection {
        case .last:
            output.line(record.sequenceDiagram(provider: provider))
        case .all:
            output.line(TraceRecord.sequenceDiagram(traced.enumerated().map { ($0.offset + 1, $0.element) }, provider: provider))
        case .command(let number):
            guard traced.indices.contains(number - 1) else {
                report(TraceSequenceError.noSuchCommand(number, traced: traced.count).report)
                return
            }
            output.line(TraceRecord.sequenceDiagram([(number, traced[number - 1])], provider: provider))
        }
    }
}

/// What `trace sequence N` refuses.
enum TraceSequenceError: Equatable {
    /// No Nth command was traced: only `traced` were.
    case noSuchCommand(Int, traced: Int)

    var report: ErrorReport {
        switch self {
        case .noSuchCommand(let number, let traced):
            return ErrorReport(
                .plural(
                    "trace sequence: there is no traced command \(number); \(traced) command was traced",
                    "trace sequence: there is no traced command \(number); \(traced) commands were traced", count: traced),
                kind: .usage)
        }
    }
}
