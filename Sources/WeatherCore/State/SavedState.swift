import CoreFinance
import CoreLanguage
import CoreModel
import CoreProviders
import CoreSupport
import FoundationEssentials

/// What wxsh keeps across runs in `$XDG_STATE_HOME/wxsh/state.json`.
///
/// Every section is optional and read on its own, so a file from an older wxsh (or a damaged
/// section) costs only that section; `version` lets an older wxsh recognise a newer file and
/// leave it alone.
package struct SavedState: Codable, Equatable, Sendable {
    /// The format this wxsh writes.
    package static let currentVersion = 1

    package var version: Int
    /// The place on screen when wxsh last stopped.
    package var place: Place?
    package var tab: WeatherTab?
    package var units: Units?
    package var format: OutputFormat?
    package var mode: Mode?
    /// The user's saved places, in their order.
    package var places: [Place]?
    /// The finance calculator's fields of all three tabs, its tab and how time is shown.
    package var finance: FinanceState?
    /// Whether charts, bars and pictures are drawn (`charts on|off`); absent in older files: on.
    package var charts: Bool?
    /// `pager on|off`.
    package var pager: Bool?
    /// `icons auto|image|art|emoji`.
    package var icons: IconChoice?
    /// The weather provider chosen with `provider`; nil until one is.
    package var provider: ProviderID?
    /// The wind speed unit, when one was chosen (else it follows the units).
    package var wind: WindUnit?
    /// The language chosen with `lang`; nil until one is (the environment's is used).
    package var lang: Language?
    /// The parts of the file that could not be read and were left out (the rest is used),
    /// such as `saved place 3`; never written.
    package var ignored: [Phrase] = []

    enum CodingKeys: String, CodingKey {
        case version, place, tab, units, format, mode, wind, places, finance, charts, pager, icons, provider, lang
    }

    /// Any JSON value, read and dropped: moves past a damaged element of an array.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    /// Reads a state file's bytes.
    package static func decode(_ data: Data) -> Result<SavedState, StateFileProblem> {
        // translatable:
        if data.isEmpty { return .failure(.damaged("the file is empty")) }
        // end translatable
        if let problem = JSONLimits.check(data, numbers: false) { return .failure(.damaged(DocumentError(problem).message)) }
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

    /// The file's bytes: pretty JSON with sorted keys, so a person can read and diff it; the
    /// same bytes as `JSONEncoder` with `.prettyPrinted` and `.sortedKeys` gives (a test holds
    /// them to it), written by `PrettyJSON` because that encoder's first use cost 1.2 M
    /// instructions in every run that saved.
    package func encoded() -> Data {
        var pairs: [(String, JSONValue)] = [("version", .int(version))]
        func add(_ key: CodingKeys, _ value: JSONValue?) {
            if let value { pairs.append((key.rawValue, value)) }
        }
        add(.place, place?.fileJSON)
        add(.tab, tab.map { .string($0.rawValue) })
        add(.units, units.map { .string($0.rawValue) })
        add(.format, format.map { .string($0.rawValue) })
        add(.mode, mode.map { .string($0.rawValue) })
        add(.places, places.map { .array($0.map(\.fileJSON)) })
        add(.finance, finance?.fileJSON)
        add(.charts, charts.map { .bool($0) })
        add(.pager, pager.map { .bool($0) })
        add(.icons, icons.map { .string($0.rawValue) })
        add(.provider, provider.map { .string($0.rawValue) })
        add(.wind, wind.map { .string($0.rawValue) })
        add(.lang, lang.map { .string($0.rawValue) })
        return Data(PrettyJSON.bytes(.object(pairs)) + [UInt8(ascii: "\n")])
    }

    /// This session's state written over what another wxsh may have saved meanwhile: our
    /// settings win, and the saved places are theirs with our additions and removals applied,
    /// so two processes never lose each other's places.
    package func merged(onto disk: SavedState?, changes: [PlaceChange]) -> SavedState {
        var result = self
        guard let disk, let theirs = disk.places else { return result }
        var places = theirs
        for change in changes {
            switch change {
            case .added(let place):
                if !places.contains(where: { $0.isSamePlace(as: place) }) { places.append(place) }
            case .removed(let place):
                places.removeAll { $0.isSamePlace(as: place) }
            }
        }
        result.places = places
        return result
    }
}

extension SavedState {
    /// A state to save (this wxsh's version), or with no arguments nothing saved yet.
    package init(
        place: Place? = nil, tab: WeatherTab? = nil, units: Units? = nil, format: OutputFormat? = nil, mode: Mode? = nil,
        places: [Place]? = nil, finance: FinanceState? = nil, charts: Bool? = nil, pager: Bool? = nil, icons: IconChoice? = nil,
        provider: ProviderID? = nil, wind: WindUnit? = nil, lang: Language? = nil
    ) {
        self.init(
            version: SavedState.currentVersion, place: place, tab: tab, units: units, format: format, mode: mode, places: places,
            finance: finance, charts: charts, pager: pager, icons: icons, provider: provider, wind: wind, lang: lang)
    }

    /// Lenient: each part is read on its own, and a part that cannot be read is left out and
    /// named in `ignored`.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        var ignored: [Phrase] = []
        func part<T: Decodable>(_ type: T.Type, _ key: CodingKeys, _ name: Phrase) -> T? {
            do { return try c.decodeIfPresent(type, forKey: key) } catch {
                ignored.append(name)
                return nil
            }
        }
        // translatable:
        place = part(Place.self, .place, "the current place")
        tab = part(WeatherTab.self, .tab, "the tab")
        units = part(Units.self, .units, "the units")
        format = part(OutputFormat.self, .format, "the format")
        mode = part(Mode.self, .mode, "the mode")
        provider = part(ProviderID.self, .provider, "the provider")
        wind = part(WindUnit.self, .wind, "the wind unit")
        finance = part(FinanceState.self, .finance, "the finance calculator")
        charts = part(Bool.self, .charts, "the charts setting")
        pager = part(Bool.self, .pager, "the pager setting")
        icons = part(IconChoice.self, .icons, "the icons setting")
        // end translatable
        // One damaged saved place must not cost the others.
        if c.contains(.places), (try? c.decodeNil(forKey: .places)) != true {
            if var list = try? c.nestedUnkeyedContainer(forKey: .places) {
                var kept: [Place] = []
                var number = 0
                while !list.isAtEnd {
                    number += 1
                    if let place = try? list.decode(Place.self) {
                        kept.append(place)
                    } else {
                        // translatable:
                        ignored.append("saved place \(number)")
                        // end translatable
                        _ = try? list.decode(Skipped.self)
                    }
                }
                places = kept
            } else {
                // translatable:
                ignored.append("the saved places")
                // end translatable
            }
        }
        lang = part(Language.self, .lang, "the language")
        self.ignored = ignored
    }
}

/// An edit to the saved places, kept until it is written, for merging with another process's.
package enum PlaceChange: Equatable, Sendable {
    case added(Place)
    case removed(Place)
}

/// Why a state file was not used.
package enum StateFileProblem: Error, Equatable, Sendable {
    /// Not readable as a state file; it is moved aside.
    case damaged(Phrase)
    /// Written by a newer wxsh; it is left as it is and not overwritten.
    case newerVersion(Int)
}

extension Place {
    /// Whether two places are the same for the saved list: the same point, give or take 5 km.
    public func isSamePlace(as other: Place) -> Bool {
        isNear(lat: other.lat, lon: other.lon)
    }
}

extension Place {
    /// The place as the state file keeps it: every field, the optional ones only when known.
    package var fileJSON: JSONValue {
        var pairs: [(String, JSONValue)] = []
        func add(_ key: CodingKeys, _ value: JSONValue?) {
            if let value { pairs.append((key.rawValue, value)) }
        }
        func dictionary(_ names: [String: String]?) -> JSONValue? {
            names.map { .object($0.map { ($0.key, .string($0.value)) }) }
        }
        add(.name, .string(name))
        add(.country, .string(country))
        add(.state, state.map { .string($0) })
        add(.lat, .number(lat))
        add(.lon, .number(lon))
        add(.timeZone, timeZone.map { .string($0) })
        add(.names, dictionary(names))
        add(.stateNames, dictionary(stateNames))
        return .object(pairs)
    }
}
