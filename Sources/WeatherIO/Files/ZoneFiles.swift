import FoundationEssentials
import WeatherCore

/// The system's zone database (`$TZDIR`, else /usr/share/zoneinfo), read for the letter
/// abbreviations of the zones wxsh shows; each zone's file is read once.
final class ZoneFiles {
    private let folder: String
    private var known: [String: [Int: String]] = [:]

    init(environment: [String: String]) {
        let tzdir = environment["TZDIR"] ?? ""
        folder = tzdir.hasPrefix("/") ? tzdir : "/usr/share/zoneinfo"
    }

    /// The abbreviations of `zone` (empty when it has none or its file cannot be read).
    func names(for zone: String?) -> ZoneNames {
        guard let zone else { return ZoneNames() }
        if let cached = known[zone] { return ZoneNames([zone: cached]) }
        guard ZoneFiles.isZoneIdentifier(zone) else { return ZoneNames() }
        let read = FileBytes.read(folder + "/" + zone, limit: TZif.maximumSize).map(\.data)
        let names = (try? read.get()).flatMap(TZif.abbreviations) ?? [:]
        known[zone] = names
        return ZoneNames([zone: names])
    }

    /// `Area/City` names only: no `..`, no leading `/`, ASCII letters, digits, `_`, `+`, `-`.
    static func isZoneIdentifier(_ zone: String) -> Bool {
        guard !zone.isEmpty, zone.count <= 64, !zone.hasPrefix("/") else { return false }
        return zone.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_+-".contains($0)) }
        }
    }
}
