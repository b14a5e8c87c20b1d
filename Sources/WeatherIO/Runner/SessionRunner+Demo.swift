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
