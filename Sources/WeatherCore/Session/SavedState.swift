import Foundation

/// What wxsh keeps across runs in `$XDG_STATE_HOME/wxsh/state.json`.
///
/// Every section is optional, so a file from an older wxsh (or a damaged section) costs only
/// that section; `version` lets an older wxsh recognise a newer file and leave it alone.
public struct SavedState: Codable, Equatable, Sendable {
    /// The format this wxsh writes.
    public static let currentVersion = 1

    public var version: Int
    /// The finance calculator's fields of all three tabs, its tab and how time is shown.
    public var finance: FinanceState?

    public init(version: Int = SavedState.currentVersion, finance: FinanceState? = nil) {
        self.version = version
        self.finance = finance
    }

    enum CodingKeys: String, CodingKey { case version, finance }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        finance = try? c.decodeIfPresent(FinanceState.self, forKey: .finance)
    }

    /// Reads a state file's bytes.
    public static func decode(_ data: Data) -> Result<SavedState, StateFileProblem> {
        if data.isEmpty { return .failure(.damaged("the file is empty")) }
        let state: SavedState
        do {
            state = try JSONDecoder().decode(SavedState.self, from: data)
        } catch {
            return .failure(.damaged(DocumentError(error).message))
        }
        if state.version > currentVersion { return .failure(.newerVersion(state.version)) }
        if state.version < 1 { return .failure(.damaged("version \(state.version) is not valid")) }
        return .success(state)
    }

    /// The file's bytes: pretty JSON with sorted keys, so a person can read and diff it.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(self)) ?? Data("{\"version\":\(version)}".utf8)) + Data("\n".utf8)
    }
}

/// Why a state file was not used.
public enum StateFileProblem: Error, Equatable, Sendable {
    /// Not readable as a state file; it is moved aside.
    case damaged(String)
    /// Written by a newer wxsh; it is left as it is and not overwritten.
    case newerVersion(Int)
}
