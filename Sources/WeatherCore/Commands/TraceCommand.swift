import CoreState
import CoreSupport

/// `trace [on|off|sequence]`: after each command, what the state machine did, on standard error;
/// `trace sequence` draws the last one.
package enum TraceCommand {
    package static let descriptor = CommandDescriptor(
        name: "trace", usage: "trace [on|off|sequence [all|N]]",
        summary: "after each command, say on standard error what the state machine did",
        details: """
            `trace on` prints, after every command, a line on standard error: the state before \
            and after (the names `states` draws), the command, and the effects it asked for. In a \
            fresh home, `wxsh --offline --trace -c 'tab now'` prints `trace: city → now (tab now) \
            — save state; show now`. A fetch says its requests and time (`fetch forecast + air quality for Paris, FR \
            (Open-Meteo): 2 requests, 84 ms`), data from the cache its age (`from cache, fetched \
            3 min ago: 0 requests`), and each request follows on its own line: the endpoint (host \
            and path; never the key), the status, the bytes, the milliseconds and where the answer \
            came from, `live`, `cache` or `replay` (`↳ api.open-meteo.com/v1/forecast — 200, \
            3456 bytes, 84 ms, live`). Under `--replay` a request the recording does not have is \
            `not in the recording`, never a failed request: nothing was sent. `save state` is said \
            only when the state file is written: never under `--record` or `--replay`, and not \
            when nothing saved changed. Bold on a terminal (dim grey fades on a projector) and \
            wrapped to its width. Standard output stays exactly as it is without trace. With \
            `format json` each trace is one JSON line: \
            {"trace":{"command","from","to","effects","requests","calls","ms"}}, `requests` being \
            the HTTP requests the command made and `calls` one object for each \
            ({"endpoint","status","error","bytes","ms","source"}). `--trace` turns it on for a \
            run; it is never saved.
            `trace sequence` prints the last command traced as a Mermaid `sequenceDiagram` \
            (participants user, shell, session, provider and each API host; the command, its \
            effects, one arrow for each request with its status and time, and what was shown), \
            from its `sequenceDiagram` line on what a Markdown `mermaid` block or `mmdc` takes; \
            before any command is traced it is an error.
            Each request is answered by a response arrow (its status, bytes and time), requests \
            made together are drawn in a `par` block, each fetch ends with its completion (success, \
            or failure named by the status), and a failed command ends with the error the user is \
            shown. The condition icon's image request is drawn where the view asked for it. \
            `trace sequence all` draws every command traced in the session, each under a note with \
            its number; `trace sequence N` the Nth.
            """,
        completions: ["on", "off", "sequence"],
        parse: { arguments in
            switch arguments.text?.lowercased() {
            case nil: return .success(.trace(nil))
            case "on": return .success(.trace(true))
            case "off": return .success(.trace(false))
            case "sequence": return .success(.demo(.traceSequence(.last)))
            case "sequence all": return .success(.demo(.traceSequence(.all)))
            case let text? where text.hasPrefix("sequence "):
                let number = text.dropFirst(9).trimming(.whitespaces)
                guard let count = Int(number), count >= 1, count <= 100_000 else {
                    return .failure(arguments.error(.notACommandNumber(String(number.prefix(20)))))
                }
                return .success(.demo(.traceSequence(.command(count))))
            default:
                return .failure(arguments.error(.notATraceSetting(arguments.text ?? "")))
            }
        })
}
