import CoreLanguage
import CoreModel

extension Gazetteer {
    /// The names record `index` has in other languages, by language code; empty when it has none.
    package func localNames(ofRecord index: Int) -> [String: String] {
        byLanguage(file.localNames(ofRecord: index))
    }

    /// The names division `index` has in other languages, by language code; empty when it has none.
    package func localNames(ofDivision index: Int) -> [String: String] {
        byLanguage(file.localNames(ofDivision: index))
    }

    private func byLanguage(_ entries: [GazetteerFile.LocalName]) -> [String: String] {
        let languages = Language.allCases
        var names: [String: String] = [:]
        for entry in entries where entry.language > 0 && entry.language < languages.count {
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: file.bytes.buffer[entry.bytes]), as: UTF8.self)
            if !text.isEmpty { names[languages[entry.language].rawValue] = text }
        }
        return names
    }

    /// `place` with the local names (and its division's) of the gazetteer's place at the same point (within 0.01° in
    /// latitude and longitude) with the same name and country, for a place saved before places
    /// carried their names; `place` unchanged when it has names already or the gazetteer has no
    /// such place.
    package func withLocalNames(_ place: Place) -> Place {
        guard place.names == nil || place.stateNames == nil, place.lat.isFinite, place.lon.isFinite else { return place }
        let tolerance = 0.01
        let rowLow = max(0, Int((place.lat - tolerance + 90).rounded(.down)))
        let rowHigh = min(179, Int((place.lat + tolerance + 90).rounded(.down)))
        let columnLow = max(0, Int((place.lon - tolerance + 180).rounded(.down)))
        let columnHigh = min(359, Int((place.lon + tolerance + 180).rounded(.down)))
        guard rowLow <= rowHigh, columnLow <= columnHigh else { return place }
        let wantedCountry = Array(place.country.utf8)
        for row in rowLow...rowHigh {
            for column in columnLow...columnHigh {
                for position in file.gridCell(row: row, column: column) {
                    let index = file.gridRecord(position)
                    guard let record = file.record(index), abs(record.lat - place.lat) <= tolerance,
                        abs(record.lon - place.lon) <= tolerance, file.string(at: record.nameOffset) == place.name,
                        let division = file.division(record.division),
                        file.country(division.country)?.code == wantedCountry
                    else { continue }
                    let names = localNames(ofRecord: index)
                    let stateNames = place.state == nil ? [:] : localNames(ofDivision: record.division)
                    var named = place
                    if named.names == nil, !names.isEmpty { named.names = names }
                    if named.stateNames == nil, !stateNames.isEmpty { named.stateNames = stateNames }
                    return named
                }
            }
        }
        return place
    }
}
