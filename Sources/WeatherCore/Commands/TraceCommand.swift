/// `trace [on|off]`: after each command, what the state machine did, on standard error.
enum TraceCommand {
    static let descriptor = CommandDescriptor.onOff(
        name: "trace",
        summary: "after each command, say on standard error what the state machine did",
        details: """
            `trace on` prints, after every command, one line on standard error: the state before \
            and after (the names `states` draws), the command, and the effects it asked for. In a \
            fresh home, `wxsh --offline --trace -c 'tab now'` prints `trace: city → now (tab now) \
            — save state; show now`. A fetch says its requests and time (`fetch forecast + air quality for Paris, FR \
            (Open-Meteo): 2 requests, 84 ms`), data from the cache its age (`from cache, fetched \
            3 min ago: 0 requests`). `save state` is said only when the state file is written: \
            never under `--record` or `--replay`, and not when nothing saved changed. Bold on a \
            terminal (dim grey fades on a projector) and wrapped to its width. Standard output \
            stays exactly as it is without trace. With `format json` each trace is one JSON \
            line: {"trace":{"command","from","to","effects","requests","ms"}}, `requests` being \
            the HTTP requests the command made. `--trace` turns it on for a run; it is never saved.
            """,
        command: { .trace($0) })
}
