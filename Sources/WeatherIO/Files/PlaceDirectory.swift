// Foundation, not FoundationEssentials: NSLock, and TimeZone's IANA zones (ICU).
import Foundation
import WeatherCore

/// The gazetteer file, opened the first time a place is looked up and kept open after.
final class PlaceDirectory: @unchecked Sendable {
    static let fileName = "places.wxg"
    private let folders: [String]
    private let lock = NSLock()
    private var opened: Result<Gazetteer, GazetteerError>?

    init(folders: [String]) {
        self.folders = folders
    }

    /// The gazetteer, or why it cannot be had.
    func gazetteer() -> Result<Gazetteer, GazetteerError> {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
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
        opened = result
        return result
    }

    /// Lets go of the gazetteer pages the last lookups touched, if it is open.
    func releaseResidentPages() {
        lock.lock()
        let opened = self.opened
        lock.unlock()
        if case .success(let gazetteer) = opened { gazetteer.releaseResidentPages() }
    }

    /// The machine's IANA time zone: `TZ`, else where `/etc/localtime` points.
    static func systemTimeZone(environment: [String: String]) -> String? {
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")
        return SystemTimeZone.identifier(tz: environment["TZ"], localtimeTarget: target)
    }
}
