import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The runner's side of `--record`, `--replay` and `--pace`.
extension SessionRunner {
    /// Prints an echoed command after the prompt: at once, or a character at a time, `--pace`
    /// milliseconds apart, as if typed. Control characters show as errors show them (`^[`);
    /// a line too long to run is not typed at all, only refused.
    func echo(_ command: String) {
        guard command.utf8.count <= LineBuffer.maximumCommandBytes else { return }
        let text = TerminalSafety.sanitize(KeyMask.masked(command))
        guard let pace = invocation.pace, pace > 0, !output.silent else {
            output.line(prompt + text)
            return
        }
        output.raw(prompt)
        output.flush()
        for character in text {
            usleep(UInt32(pace) * 1000)
            output.raw(String(character))
            output.flush()
        }
        usleep(UInt32(pace) * 1000)
        output.line("")
    }

    /// Marks a narrated section in the cast, before its narration is shown.
    func castNarration(_ said: String) {
        guard let cast = services.demo?.cast else { return }
        output.flush()  // what came before is in the cast before the marker
        cast.narration(said)
    }

    /// Marks a command's start in the cast (see `CastFile.command`).
    func castCommand(_ command: String) {
        guard let cast = services.demo?.cast else { return }
        output.flush()
        cast.command(command, inSheet: session.sheet != nil)
    }

    /// Tells the cast a view has been written: an SVG cast's first view is its poster frame.
    func castViewShown() {
        guard let cast = services.demo?.cast else { return }
        output.flush()
        cast.viewShown()
    }

    /// Prints a view. In a cast made where output is not a terminal (no pager), a view taller
    /// than the cast's screen is shown a screenful first, held in the cast as a pager would
    /// hold it, then the rest: the view's top (the hourly chart) is on screen in some frame.
    /// The output's bytes are the same either way.
    func showPaged(_ text: String) {
        guard let cast = services.demo?.cast, !outputTraits.isTerminal, let rows = layoutRows, rows > 2 else {
            output.line(text)
            return
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > rows - 1 else {
            output.line(text)
            return
        }
        output.line(lines.prefix(rows - 1).joined(separator: "\n"))
        output.flush()
        cast.hold(Double(CastFile.idleTimeLimit))
        output.line(lines.dropFirst(rows - 1).joined(separator: "\n"))
    }

    /// The rows views are laid out for: the terminal's; where output is not a terminal, a
    /// cast's `--cast-size`, as a terminal of that size would show them.
    var layoutRows: Int? {
        if outputTraits.isTerminal { return PagerPolicy.rows(environment: environment, terminalRows: services.terminal.rows()) }
        guard services.demo?.cast != nil, let size = invocation.castSize else { return nil }
        return size.rows
    }

    /// What `status` says of the files in a recorded or replayed run, the same on any machine:
    /// none is read or written. Nil in an ordinary run.
    var demoFiles: [(String, String)]? {
        guard services.demo?.isolated == true else { return nil }
        return [("State", "not read or saved (--record, --replay)"), ("Cache", "in memory only (--record, --replay)")]
    }

    /// A replay's failed request named for the person watching: `not in the recording: forecast
    /// for Kampala, UG`, in place of the network failure it stands for.
    func replayed<Value>(_ result: Result<Value, FetchFailure>, what: String) -> Result<Value, FetchFailure> {
        replayMissed(result) ? .failure(FetchFailure("\(Replay.missing): \(what)")) : result
    }

    /// Whether a replay's failed request failed because the recording does not have it.
    func replayMissed<Value>(_ result: Result<Value, FetchFailure>) -> Bool {
        guard let replay = services.demo?.replay, replay.takeMiss(), case .failure = result else { return false }
        return true
    }

    /// A fetch answered from the recording, marked so: `explain` says it was replayed, not live.
    func markedReplayed(_ result: Result<FetchedPlace, FetchFailure>) -> Result<FetchedPlace, FetchFailure> {
        guard let replay = services.demo?.replay, case .success(var fetched) = result, fetched.data.source == .live else { return result }
        fetched.data.raw = fetched.data.raw.replayed(recorded: { replay.recordedURL(for: $0) })
        return .success(fetched)
    }
}
