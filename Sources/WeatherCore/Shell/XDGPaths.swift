import CoreLanguage
/// Where wxsh keeps its files, following the XDG base directory specification.
package struct XDGPaths: Equatable, Sendable {
    /// `$XDG_CONFIG_HOME/wxsh`: the API key.
    package let config: String
    /// `$XDG_STATE_HOME/wxsh`: history and session state.
    package let state: String
    /// `$XDG_CACHE_HOME/wxsh`: cached responses.
    package let cache: String

    /// Resolves the folders from the environment; relative XDG values are ignored, as the
    /// specification requires. The home folder is `HOME`, else `accountHome` (the password
    /// database's); never a shared folder such as /tmp.
    /// - Returns: nil when a folder is needed and there is no home folder: nothing is saved then.
    package init?(environment: [String: String], accountHome: String? = nil) {
        let home = [environment["HOME"], accountHome].lazy.compactMap { $0 }.first { $0.hasPrefix("/") }
        func base(_ variable: String, _ fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/" + fallback }
        }
        guard let config = base("XDG_CONFIG_HOME", ".config"), let state = base("XDG_STATE_HOME", ".local/state"),
            let cache = base("XDG_CACHE_HOME", ".cache")
        else { return nil }
        self.config = config + "/wxsh"
        self.state = state + "/wxsh"
        self.cache = cache + "/wxsh"
    }

    /// Said once when there is no home folder.
    package static let noHomeWarning: Phrase =
        "HOME is not set and the password database has no home folder for this user; nothing will be saved this run"

    package var historyFile: String { state + "/history" }
}
