import FoundationEssentials
import WeatherCore

/// The gazetteer file, opened the first time a place is looked up and kept open after.
final class PlaceDirectory: @unchecked Sendable {
    static let fileName = "places.wxg"
    private let folders: [String]
    private let opened = Locked<Result<Gazetteer, GazetteerError>?>(nil)

    init(folders: [String]) {
        self.folders = folders
    }

    /// The gazetteer, or why it cannot be had.
    func gazetteer() -> Result<Gazetteer, GazetteerError> {
        opened.withLock { opened in
            if let opened { return opened }
            let result = PlaceDirectory.open(in: folders)
            opened = result
            return result
        }
    }

    private static func open(in folders: [String]) -> Result<Gazetteer, GazetteerError> {
        let result: Result<Gazetteer, GazetteerError>
        if let folder = folders.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + Self.fileName) }) {
            do {
                result = .success(try Gazetteer(contentsOf: URL(fileURLWithPath: folder + "/" + Self.fileName)))
            } catch let error as GazetteerError {
                result = .failure(error)
            } catch {
                result = .failure(.unreadable(path: folder + "/" + Self.fileName, reason: "\(error)"))
            }
        } else {
            result = .failure(.missing(path: (folders.first ?? ".") + "/" + Self.fileName))
        }
        return result
    }

    /// Lets go of the gazetteer pages the last lookups touched, if it is open.
    func releaseResidentPages() {
        if case .success(let gazetteer) = opened.withLock({ $0 }) { gazetteer.releaseResidentPages() }
    }

    /// The machine's IANA time zone: `TZ`, else where `/etc/localtime` points.
    static func systemTimeZone(environment: [String: String]) -> String? {
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")
        return SystemTimeZone.identifier(tz: environment["TZ"], localtimeTarget: target)
    }
}
