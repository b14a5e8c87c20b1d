import WeatherCore

// untranslated: a trace's sequence diagram is for a developer, in English

/// `trace sequence`: a traced command as a Mermaid `sequenceDiagram`: the user types the
/// command, the shell hands it to the session, the session's effects come back, the provider
/// sends each request to its API host (one arrow a request, with its status and time), and the
/// shell shows the result.
extension TraceRecord {
    func sequenceDiagram(provider: ProviderID) -> String {
        let hosts = calls.filter { $0.source != .cache }.reduce(into: [String]()) { hosts, call in
            let host = TraceRecord.host(of: call.endpoint)
            if !hosts.contains(host) { hosts.append(host) }
        }
        var lines = [
            "sequenceDiagram", "    participant user", "    participant shell", "    participant session",
            "    participant provider as provider (\(provider.displayName))"
        ]
        lines += hosts.enumerated().map { "    participant host\($0.offset + 1) as \(TraceRecord.mermaid($0.element))" }
        let said = TraceRecord.mermaid(command)
        lines += ["    user->>shell: \(said)", "    shell->>session: \(said)"]
        for step in steps {
            let text = TraceRecord.mermaid(step.text)
            switch step.kind {
            case .show:
                lines += ["    session-->>shell: \(text)", "    shell-->>user: \(text)"]
            case .other:
                lines.append("    session-->>shell: \(text)")
            case .fetch:
                lines.append("    shell->>provider: \(text)")
                for call in step.calls {
                    let path = TraceRecord.mermaid(String(call.endpoint.dropFirst(TraceRecord.host(of: call.endpoint).count)))
                    let answer = TraceRecord.mermaid(call.outcome)
                    let ms = TraceRecord.milliseconds(call.milliseconds)
                    let told = "\(path.isEmpty ? "/" : path) → \(answer), \(call.bytes) bytes, \(ms) ms, \(call.source.rawValue)"
                    if call.source == .cache {
                        lines.append("    provider->>provider: cache \(told)")
                    } else if let index = hosts.firstIndex(of: TraceRecord.host(of: call.endpoint)) {
                        lines.append("    provider->>host\(index + 1): GET \(told)")
                    }
                }
                lines.append("    provider-->>session: the answer")
            }
        }
        lines.append("    Note over session: \(TraceRecord.mermaid(from)) → \(TraceRecord.mermaid(to ?? from))")
        return lines.joined(separator: "\n")
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
