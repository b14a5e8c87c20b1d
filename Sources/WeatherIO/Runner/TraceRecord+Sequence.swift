import WeatherCore

// untranslated: a trace's sequence diagram is for a developer, in English

/// `trace sequence`: traced commands as a Mermaid `sequenceDiagram`, drawn as completion
/// handlers run: the user types the command, the shell hands it to the session, the session's
/// effects come back; the provider sends each request to its API host and the host answers it
/// (requests made together side by side in a `par` block); the fetch completes with success or
/// a failure named by its status; the shell shows the result, or the error the user is shown.
extension TraceRecord {
    /// One command's diagram.
    func sequenceDiagram(provider: ProviderID) -> String {
        TraceRecord.sequenceDiagram([(nil, self)], provider: provider)
    }

    /// The diagram of several commands, each under a note with its number when `numbered`.
    static func sequenceDiagram(_ records: [(number: Int?, record: TraceRecord)], provider: ProviderID) -> String {
        var hosts: [String] = []
        for call in records.flatMap(\.record.calls) where call.source != .cache {
            let host = host(of: call.endpoint)
            if !hosts.contains(host) { hosts.append(host) }
        }
        var lines = [
            "sequenceDiagram", "    participant user", "    participant shell", "    participant session",
            "    participant provider as provider (\(provider.displayName))"
        ]
        lines += hosts.enumerated().map { "    participant host\($0.offset + 1) as \(mermaid($0.element))" }
        for (number, record) in records {
            if let number { lines.append("    Note over user,session: \(number). \(mermaid(record.command))") }
            lines += record.arrows(hosts: hosts)
        }
        return lines.joined(separator: "\n")
    }

    /// The command's arrows, the hosts numbered as `hosts` lists them.
    func arrows(hosts: [String]) -> [String] {
        let said = TraceRecord.mermaid(command)
        var lines = ["    user->>shell: \(said)", "    shell->>session: \(said)"]
        for step in steps {
            let text = TraceRecord.mermaid(step.text)
            switch step.kind {
            case .show:
                lines.append("    session-->>shell: \(text)")
                // The view's own requests (the condition icon's image), asked by the shell.
                lines += TraceRecord.requests(step.calls, from: "shell", hosts: hosts)
                lines.append("    shell-->>user: \(text)")
            case .other:
                lines.append("    session-->>shell: \(text)")
            case .error(let message, let kind):
                lines += ["    session-->>shell: error (\(kind))", "    shell-->>user: wxsh: \(TraceRecord.mermaid(message))"]
            case .fetch:
                lines.append("    shell->>provider: \(text)")
                lines += TraceRecord.requests(step.calls, from: "provider", hosts: hosts)
                lines.append("    provider-->>session: \(TraceRecord.completion(step))")
            }
        }
        lines.append("    Note over session: \(TraceRecord.mermaid(from)) → \(TraceRecord.mermaid(to ?? from))")
        return lines
    }

    /// Each request and its response arrow; two or more sent together in a `par` block.
    static func requests(_ calls: [TraceCall], from asker: String, hosts: [String]) -> [String] {
        let sent = calls.filter { $0.source != .cache }
        var lines: [String] = []
        for call in calls where call.source == .cache {
            lines.append("    \(asker)->>\(asker): cache \(path(of: call)) → \(call.outcome), \(call.bytes) bytes")
        }
        let parallel = sent.count > 1
        for (index, call) in sent.enumerated() {
            guard let host = hosts.firstIndex(of: TraceRecord.host(of: call.endpoint)) else { continue }
            let indent = parallel ? "        " : "    "
            if parallel { lines.append(index == 0 ? "    par \(path(of: call))" : "    and \(path(of: call))") }
            let ms = milliseconds(call.milliseconds)
            lines.append("\(indent)\(asker)->>host\(host + 1): GET \(path(of: call))")
            let answer = call.status.map { "\($0)" } ?? mermaid(call.outcome)
            lines.append("\(indent)host\(host + 1)-->>\(asker): \(answer), \(call.bytes) bytes, \(ms) ms, \(call.source.rawValue)")
        }
        if parallel { lines.append("    end") }
        return lines
    }

    /// A fetch's completion: `success (200, 200)`, or `failure: HTTP 500` / `failure: timed out`.
    static func completion(_ step: Step) -> String {
        let outcomes = step.calls.map(\.outcome)
        guard step.failed else { return outcomes.isEmpty ? "success" : "success (\(outcomes.joined(separator: ", ")))" }
        let failed = step.calls.first { $0.status.map { !(200..<300).contains($0) } ?? true }
        let named = failed.map { $0.status.map { "HTTP \($0)" } ?? mermaid($0.outcome) } ?? "no answer"
        return "failure: \(named)"
    }

    /// `/v1/forecast` of `api.open-meteo.com/v1/forecast`.
    static func path(of call: TraceCall) -> String {
        let path = mermaid(String(call.endpoint.dropFirst(host(of: call.endpoint).count)))
        return path.isEmpty ? "/" : path
    }

    /// `api.open-meteo.com` of `api.open-meteo.com/v1/forecast`.
    static func host(of endpoint: String) -> String {
        String(endpoint.prefix { $0 != "/" })
    }

    /// Text a Mermaid message can hold: `;` would end the statement and `#` start an entity.
    static func mermaid(_ text: String) -> String {
        text.map { $0 == "#" ? "#35;" : $0 == ";" ? "#59;" : String($0) }.joined()
    }
}
