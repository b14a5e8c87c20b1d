import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and saves the OpenWeather API key: `OPENWEATHER_API_KEY` first, else the config file
/// `$XDG_CONFIG_HOME/wxsh/config`, which only its owner may read.
///
/// The config file is lines of `name = value`; blank lines and lines starting with `#` are
/// ignored, and so are names wxsh does not know (they are kept when the file is rewritten).
/// The key is the `api_key` line (`key` is accepted too; the last one wins). The value may be
/// in double or single quotes:
///
/// ```
/// # wxsh configuration
/// api_key = 0123456789abcdef0123456789abcdef
/// ```
struct APIKeyStore: Sendable {
    let environment: [String: String]
    /// `$XDG_CONFIG_HOME/wxsh`; nil when there is no home folder (nothing is read or saved).
    let folder: String?

    /// The environment variable that overrides the file.
    static let environmentVariable = "OPENWEATHER_API_KEY"
    /// The largest config file read.
    static let maximumFileSize = 64 * 1024

    init(environment: [String: String], paths: XDGPaths?) {
        self.environment = environment
        self.folder = paths?.config
    }

    /// `$XDG_CONFIG_HOME/wxsh/config`.
    var file: String? { folder.map { $0 + "/config" } }

    // MARK: - Reading

    /// The key in effect, where it came from, and anything the user should be warned about.
    func load() -> KeyLookup {
        var warnings: [Phrase] = []
        let fileState = readFile()
        if case .failed(let message) = fileState { warnings.append(message) }
        // Only a file that holds a key is worth warning about.
        if case .found(let key, let mode, let problem) = fileState, key != nil || problem != nil, let file,
            let warning = APIKeyStore.permissionWarning(file, mode: mode)
        {
            warnings.append(warning)
        }
        if case .found(_, _, let problem?) = fileState { warnings.append(problem) }

        if let text = environment[APIKeyStore.environmentVariable], !text.trimmingWhitespace().isEmpty {
            if let key = APIKey(text) { return KeyLookup(key: key, source: .environment, warnings: warnings) }
            let problem = APIKey.problem(with: text) ?? "it is not a valid key"
            warnings.append("\(APIKeyStore.environmentVariable) is ignored: \(problem)")
        }
        if case .found(let key?, _, _) = fileState, let file {
            return KeyLookup(key: key, source: .file(file), warnings: warnings)
        }
        return KeyLookup(key: nil, source: .none, warnings: warnings)
    }

    private enum FileState {
        case missing
        case failed(Phrase)
        /// The key (if any line held a valid one), the permission bits, and a problem with the key line.
        case found(APIKey?, mode: UInt32, problem: Phrase?)
    }

    private func readFile() -> FileState {
        guard let file else { return .missing }
        let contents: (data: Data, mode: mode_t)?
        do {
            contents = try AtomicFile.read(file, limit: APIKeyStore.maximumFileSize)
        } catch {
            return .failed(error.message)
        }
        guard let contents else { return .missing }
        let text = String(decoding: contents.data, as: UTF8.self)
        var value: String?
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if let (name, found) = APIKeyStore.setting(in: Substring(line)), APIKeyStore.keyNames.contains(name) {
                value = found
            }
        }
        guard let value else { return .found(nil, mode: UInt32(contents.mode), problem: nil) }
        if let key = APIKey(value) { return .found(key, mode: UInt32(contents.mode), problem: nil) }
        let problem = APIKey.problem(with: value) ?? "it is not a valid key"
        return .found(
            nil, mode: UInt32(contents.mode), problem: "the api_key line in \(TerminalSafety.sanitize(file)) is ignored: \(problem)")
    }

    /// The names a key line may have.
    static let keyNames: Set<String> = ["api_key", "key"]

    /// `name = value` from a line, the name lowercased and the value unquoted; nil for blank
    /// lines, comments and lines without `=`.
    static func setting(in line: Substring) -> (String, String)? {
        let trimmed = String(line).trimmingWhitespace()
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { return nil }
        let name = String(trimmed[..<equals]).trimmingWhitespace().lowercased()
        var value = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace()
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return (name, value)
    }

    /// A warning when group or others may read or write the file.
    static func permissionWarning(_ path: String, mode: UInt32) -> Phrase? {
        guard mode & 0o077 != 0 else { return nil }
        let octal = String(mode & 0o777, radix: 8)
        let shown = TerminalSafety.sanitize(path)
        return
            "\(shown) holds the API key but other users can read it (mode \(octal)): run `chmod 600 \(shown)`, or save the key again with `key KEY`"
    }

    // MARK: - Saving

    /// Saves the key in the config file, replacing any key line and keeping the other lines;
    /// the folder is created private (0700) and the file is written atomically with mode 0600.
    /// - Returns: what happened, including whether `OPENWEATHER_API_KEY` still overrides the file.
    /// - Throws: when the file is there but cannot be read (it is then left as it is), or cannot be written.
    func save(_ key: APIKey) throws(KeyStoreError) -> KeySaved {
        guard let folder, let file else {
            throw KeyStoreError(message: "there is no home folder to save it in; set \(APIKeyStore.environmentVariable) instead")
        }
        var lines: [String] = []
        do {
            if let existing = try AtomicFile.read(file, limit: APIKeyStore.maximumFileSize) {
                lines = String(decoding: existing.data, as: UTF8.self)
                    .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
                if lines.last == "" { lines.removeLast() }
            }
        } catch {
            // A file that cannot be read may hold more than a key: it is left as it is.
            throw KeyStoreError(
                message:
                    "\(error.message); the key is not saved and the file is left as it is (fix or remove it, then try again)"
            )
        }
        let keyLine = "api_key = \(key.value)"
        var replaced = false
        lines = lines.compactMap { line in
            guard let (name, _) = APIKeyStore.setting(in: Substring(line)), APIKeyStore.keyNames.contains(name) else { return line }
            if replaced { return nil }
            replaced = true
            return keyLine
        }
        if !replaced {
            // untranslated: the file's own comment
            if lines.isEmpty { lines.append("# wxsh configuration (see `man wxsh`); only you may read this file") }
            // end untranslated
            lines.append(keyLine)
        }
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        do {
            try AtomicFile.makeFolder(folder, mode: 0o700)
            try AtomicFile.write(data, to: file, mode: 0o600)
        } catch {
            throw KeyStoreError(message: error.message)
        }
        let overridden = environment[APIKeyStore.environmentVariable].map { !$0.trimmingWhitespace().isEmpty } ?? false
        return KeySaved(path: file, overriddenByEnvironment: overridden)
    }
}

/// The key in effect and where it came from.
struct KeyLookup: Equatable, Sendable {
    var key: APIKey?
    var source: KeySource
    /// Lines to show the user: a config file others can read, a file that cannot be read, a
    /// key that is ignored because it is malformed.
    var warnings: [Phrase]

    init(key: APIKey?, source: KeySource, warnings: [Phrase] = []) {
        self.key = key
        self.source = source
        self.warnings = warnings
    }

    /// What `key` alone says: whether a key is set and where from (never the key).
    var summary: Phrase {
        // translatable:
        switch source {
        case .environment:
            return "an API key is set (from \(APIKeyStore.environmentVariable))"
        case .file(let path):
            return "an API key is set (in \(TerminalSafety.sanitize(path)))"
        case .none:
            return
                "no API key is set: get a free one at \(APIError.keysPage), then type `key YOUR_KEY` or set \(APIKeyStore.environmentVariable)"
        }
        // end translatable
    }
}

/// Where the key in effect came from.
enum KeySource: Equatable, Sendable {
    case environment
    case file(String)
    case none
}

/// The outcome of saving a key.
struct KeySaved: Equatable, Sendable {
    /// The config file written.
    var path: String
    /// True when `OPENWEATHER_API_KEY` is set, so it, not the saved key, is used.
    var overriddenByEnvironment: Bool

    /// What `key KEY` says.
    var summary: Phrase {
        let path = TerminalSafety.sanitize(path)
        return overriddenByEnvironment
            ? "API key saved in \(path); \(APIKeyStore.environmentVariable) is set and is used instead while it is"
            : "API key saved in \(path)"
    }
}

/// Why the key could not be saved.
struct KeyStoreError: Error, Equatable, Sendable {
    let message: Phrase
}
