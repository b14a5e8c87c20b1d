import Testing

@testable import WeatherCore
@testable import WeatherIO

/// Issue 17's pure rules: home folders, temporary file names, history, the sheet's completion,
/// the crash policy.
@Suite struct RobustnessLogicTests {
    /// Item 2: HOME unset used to mean /tmp, where anyone can pre-create `.config`.
    @Test func homeUnsetNeverFallsBackToTmp() throws {
        let fromAccount = try #require(XDGPaths(environment: [:], accountHome: "/home/ann"))
        #expect(fromAccount.config == "/home/ann/.config/wxsh")
        #expect(fromAccount.state == "/home/ann/.local/state/wxsh")
        #expect(XDGPaths(environment: [:], accountHome: nil) == nil, "no home: nothing is saved, no shared folder")
        #expect(XDGPaths(environment: ["HOME": ""], accountHome: nil) == nil)
        #expect(XDGPaths(environment: ["HOME": "relative"], accountHome: nil) == nil)
        let explicit = try #require(XDGPaths(environment: ["XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/k"]))
        #expect(explicit.cache == "/k/wxsh")
    }

    /// Item 5: only `write`'s own temporary names are stale-file candidates.
    @Test func staleTemporaryFilesAreOursByName() {
        #expect(AtomicFile.isTemporaryName(".config.tmp-Ab12Cd"))
        #expect(AtomicFile.isTemporaryName(".state.json.tmp-XXXXXX"))
        #expect(!AtomicFile.isTemporaryName("config.tmp-Ab12Cd"))
        #expect(!AtomicFile.isTemporaryName(".config.tmp-Ab12"))
        #expect(!AtomicFile.isTemporaryName(".tmp-Ab12Cd"))
        #expect(!AtomicFile.isTemporaryName(".config.tmp-Ab12C/"))
        #expect(!AtomicFile.isTemporaryName("state.json"))
    }

    /// Item 4: a huge history keeps its last distinct lines, newest last.
    @Test func historyOverTheLimitKeepsItsLastLines() {
        let text = (0..<5000).map { "help \($0 % 1200)" }.joined(separator: "\n") + "\nkey SECRET\n\n tab now \n"
        let history = History(fileText: text)
        #expect(history.entries.count == 1000)
        #expect(history.entries.last == "tab now")
        #expect(history == History(entries: text.split(separator: "\n").map(String.init)), "the same as adding each line")
    }

    /// Item 19: a place typed in the sheet is recorded as `location NAME`.
    @Test func aPlaceTypedInTheSheetIsRecordedAsLocationName() {
        #expect(History.entry(for: "Paris, FR", sheet: .location) == "location Paris, FR")
        #expect(History.entry(for: "  ", sheet: .location) == nil)
        #expect(History.entry(for: "cancel", sheet: .location) == nil)
        #expect(History.entry(for: "quit", sheet: .location) == "quit")
        #expect(History.entry(for: "2", sheet: .choosePlace([])) == nil)
        #expect(History.entry(for: "tab now", sheet: nil) == "tab now")
    }

    /// Item 19: in the sheet the whole line completes as a place name.
    @Test func tabCompletionWorksInsideTheSheet() {
        let places: (String) -> [GazetteerCompletion] = { typed in
            typed.lowercased().hasPrefix("san f") ? [GazetteerCompletion(text: "San Francisco", places: [])] : []
        }
        let completion = Completer.complete("San F", inSheet: true, places: places)
        #expect(completion.replacing == 5)
        #expect(completion.candidates.map(\.text) == ["San Francisco"])
        #expect(Completer.complete("", inSheet: true, places: places).candidates.isEmpty)
        #expect(Completer.complete("San F", inSheet: false, places: places).candidates.isEmpty, "outside the sheet it is a command word")
    }

    /// Item 14: the re-exec happens only where the backtracer would wait, and never twice.
    @Test func theBacktracerNeverWaitsAtATerminal() {
        #expect(CrashPolicy.needsReexec(environment: [:], inputIsTerminal: true, outputIsTerminal: true))
        #expect(!CrashPolicy.needsReexec(environment: ["SWIFT_BACKTRACE": "interactive=no"], inputIsTerminal: true, outputIsTerminal: true))
        #expect(!CrashPolicy.needsReexec(environment: [:], inputIsTerminal: false, outputIsTerminal: true))
        #expect(!CrashPolicy.needsReexec(environment: [:], inputIsTerminal: true, outputIsTerminal: false))
    }
}
