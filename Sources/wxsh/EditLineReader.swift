import CLibEdit
import FoundationEssentials
import WeatherCore
import WeatherIO

#if canImport(Glibc)
    import Glibc
#endif

/// Lines typed at a terminal through libedit: prompt, editing, history, Tab completion.
struct EditLineReader: LineSource {
    private(set) var history: History
    /// Nil when nothing is saved this run (no home folder, or a history that cannot be read).
    let historyFile: String?
    /// Set once saving the history has failed and been said: it is said once a session.
    private var historyFailureSaid = false
    /// Says a message of the reader's own in the language.
    private let say: @Sendable (Phrase) -> String

    init(_ setup: TerminalLineSetup) {
        say = setup.say
        if setlocale(LC_CTYPE, "") == nil || !(String(cString: nl_langinfo(nl_item(CODESET))).uppercased().contains("UTF")) {
            // Without a UTF-8 LC_CTYPE, libedit silently drops non-ASCII input.
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        let (text, shortened, unreadable) = setup.historyFile.map { HistoryFile.read($0) } ?? ("", false, nil)
        // A history that cannot be read is left as it is: nothing replaces it this session.
        historyFile = unreadable == nil ? setup.historyFile : nil
        if let unreadable { writeAll("wxsh: \(say(unreadable))\n", to: STDERR_FILENO) }
        history = History(fileText: text)
        if shortened, let historyFile {
            let message = say(
                "\(TerminalSafety.sanitize(historyFile)) is over \(HistoryFile.maximumBytes / 1024 / 1024) MB; only its last lines are kept"
            )
            writeAll("wxsh: \(message)\n", to: STDERR_FILENO)
        }
        wxsh_rl_set_name("wxsh")
        wxsh_rl_no_signals()
        wxsh_rl_set_word_breaks(" \t;")
        completionPlaces = setup.places
        wxsh_rl_set_getc(readKey)
        rl_initialize()
        wxsh_rl_bind("wxsh-complete", completeKey, 9)
        using_history()
        for entry in history.entries { add_history(entry) }
    }

    mutating func next(_ prompt: Prompt, beforeWaiting: () -> Void) -> ReadResult {
        completionApp = prompt.app
        completionInSheet = prompt.inSheet
        completionTabNames = prompt.tabNames
        completionLanguage = prompt.language
        beforeWaiting()
        _ = Signals.takeInterrupt()
        guard let raw = readline(prompt.text) else {
            if Signals.takeInterrupt() {
                writeAll("\n", to: STDOUT_FILENO)
                return .interrupted
            }
            return .end
        }
        defer { free(raw) }
        if Signals.takeInterrupt() { return .interrupted }
        return .line(String(cString: raw))
    }

    /// Adds a line to the history, in libedit and in the history file (mode 0600).
    mutating func record(_ line: String) {
        let before = history.entries
        guard history.add(line) else { return }
        if history.entries.count != before.count + 1 || history.entries.dropLast() != before[...] {
            // An earlier copy moved to the end (or the oldest fell off): rebuild libedit's list.
            clear_history()
            for entry in history.entries { add_history(entry) }
        } else {
            add_history(history.entries.last!)
        }
        guard let historyFile else { return }
        do {
            try AtomicFile.replace(historyFile, with: history.fileText, mode: 0o600)
        } catch  where !historyFailureSaid {
            historyFailureSaid = true
            let message = say("the history is not saved: \(error.message)")
            writeAll("wxsh: \(message)\n", to: STDERR_FILENO)
        } catch {}
    }
}

/// What the Tab key needs and libedit cannot pass it (a C callback reaches only globals): the
/// open app, the place lookup, and the line as the last Tab left it (to spot a second press).
nonisolated(unsafe) var completionApp: AppKind = .weather
/// Whether the change-location sheet is open: Tab then completes the whole line as a place.
nonisolated(unsafe) var completionInSheet = false
nonisolated(unsafe) var completionPlaces: (@Sendable (String, Language) -> [GazetteerCompletion])?
/// The session's language, in which place names complete (`Wien`, not `Wiesbaden`, for `Wie` in German).
nonisolated(unsafe) var completionLanguage: Language = .en
/// The open app's tab names in the user's language, completed beside the English ones.
nonisolated(unsafe) var completionTabNames: [String] = []
nonisolated(unsafe) var lineAfterLastTab: String?

/// The Tab key: completes command words, tab names, settings and, after `location`, place
/// names (which may have spaces, so the whole typed name is replaced); a second Tab lists.
private func completeKey(_ count: Int32, _ key: Int32) -> Int32 {
    guard let buffer = wxsh_rl_line_buffer() else { return 0 }
    let length = Int(max(0, wxsh_rl_end()))
    let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length))
    let cursor = min(Int(max(0, wxsh_rl_point())), bytes.count)
    let line = String(decoding: bytes, as: UTF8.self)
    let before = String(decoding: bytes[0..<cursor], as: UTF8.self)
    let after = String(decoding: bytes[cursor...], as: UTF8.self)
    let completion = Completer.complete(
        before, app: completionApp, inSheet: completionInSheet,
        places: completionPlaces.map { places in { places($0, completionLanguage) } },
        tabNames: completionTabNames)
    let typed = String(before.suffix(completion.replacing))
    switch Completer.action(for: completion, typed: typed, secondPress: lineAfterLastTab == line) {
    case .bell:
        rl_ding()
        lineAfterLastTab = line
    case .replace(let replacing, let text):
        let kept = String(before.dropLast(replacing))
        if text.lowercased().hasPrefix(typed.lowercased()) && (text.hasPrefix(typed) || completion.candidates.first?.appendSpace == true) {
            // Command words match without regard to case: typing the rest is enough.
            rl_insert_text(String(text.dropFirst(typed.count)))
        } else if after.isEmpty && !kept.isEmpty {
            // libedit clamps the cursor to the end of a shorter line, so the insert lands after it.
            rl_replace_line(kept, 0)
            rl_insert_text(text)
        } else {
            rl_replace_line(kept + text + after, 0)
        }
        // libedit redraws from where it believes the cursor is (the prompt's start), so go there.
        writeAll("\r\u{1B}[K", to: STDOUT_FILENO)
        rl_forced_update_display()
        lineAfterLastTab = kept + text + after
    case .list(let entries):
        writeAll("\n" + entries.joined(separator: "\n") + "\n", to: STDOUT_FILENO)
        rl_forced_update_display()
        lineAfterLastTab = line
    }
    return 0
}

/// libedit's key reader: the next character typed, as a Unicode scalar value (libedit stores
/// it as a wide character), or -1 (end of input) when Ctrl-C is pressed, so readline returns
/// at once and the line is abandoned.
private func readKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    func readByte() -> Int32 {
        var byte: UInt8 = 0
        while true {
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interruptPipe.read, events: Int16(POLLIN), revents: 0)
            ]
            if interruptReceived != 0 || terminationSignal != 0 { return -1 }
            let ready = poll(&fds, interruptPipe.read >= 0 ? 2 : 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if interruptReceived != 0 || terminationSignal != 0 || fds[1].revents & Int16(POLLIN) != 0 { return -1 }
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 { return Int32(byte) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return -1
        }
    }
    let lead = readByte()
    guard lead >= 0xC0 else { return lead }
    let extra = lead >= 0xF0 ? 3 : (lead >= 0xE0 ? 2 : 1)
    var bytes = [UInt8(lead)]
    for _ in 0..<extra {
        let next = readByte()
        guard next >= 0x80, next < 0xC0 else { return next < 0 ? -1 : 0xFFFD }
        bytes.append(UInt8(next))
    }
    return Int32(String(decoding: bytes, as: UTF8.self).unicodeScalars.first?.value ?? 0xFFFD)
}

/// Writes all of `text` to `fd`, retrying after signals but SIGTERM and SIGHUP (the terminal, beside the runner's output).
private func writeAll(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written > 0 { bytes = bytes.dropFirst(written) } else if errno != EINTR || terminationSignal != 0 { return }
    }
}
