// Fuzzes the language catalogs' two readers against each other: `MessageCatalog.read`, which a
// start in a language uses (one pass indexes the `.po` bytes, an entry is decoded when looked up),
// and `MessageCatalog.parse`, which decodes every entry. They must agree on every input: the
// same problem (and line) for a file one refuses, and for one both take the same entries,
// plurals, count and plural forms, and the same answer for every key, every plural count and a
// few keys no catalog has.
import Foundation

@testable import WeatherCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    switch (MessageCatalog.read(bytes), MessageCatalog.parse(bytes)) {
    case (.failure(let lazy), .failure(let full)):
        require(lazy == full, "read said \(lazy), parse \(full)")
    case (.success(let lazy), .success(let full)):
        require(lazy.entries == full.entries, "the entries differ")
        require(lazy.plurals == full.plurals, "the plurals differ")
        require(lazy.count == full.count, "count \(lazy.count) against \(full.count)")
        require(lazy.pluralRule == full.pluralRule, "the plural rules differ")
        for key in full.entries.keys {
            let parts = key.split(separator: "\u{4}", maxSplits: 1, omittingEmptySubsequences: false)
            let (text, context) = parts.count == 2 ? (String(parts[1]), String(parts[0])) : (key, nil)
            require(
                lazy.translation(text, context: context) == full.translation(text, context: context),
                "`\(visible(key))` read differently")
        }
        for key in full.plurals.keys {
            for n in [0, 1, 2, 5, 11, 21] {
                require(lazy.translation(key, count: n) == full.translation(key, count: n), "`\(visible(key))` (\(n)) read differently")
            }
        }
        for missing in ["", "Humidity", "no such text", "\u{4}"] {
            require(lazy.translation(missing) == full.translation(missing), "`\(visible(missing))` read differently")
            require(
                lazy.translation(missing, context: "weather") == full.translation(missing, context: "weather"),
                "`\(visible(missing))` in weather read differently")
        }
    case (let lazy, let full):
        finding("read gave \(lazy), parse \(full)")
    }
    return 0
}
