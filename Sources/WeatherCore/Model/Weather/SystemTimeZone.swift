import CoreSupport
import FoundationEssentials

/// The machine's IANA time zone name, for `location here` on a machine without network or GPS.
package enum SystemTimeZone {
    /// The IANA name from the `TZ` variable, else from where `/etc/localtime` points.
    ///
    /// `TZ` may be a name (`Europe/Paris`), the same with a leading colon, or a path into a
    /// zoneinfo folder; an empty `TZ` means UTC. A POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`) names
    /// no zone, so the link is used instead. The link target is a path such as
    /// `/usr/share/zoneinfo/Europe/Paris` or `../usr/share/zoneinfo/posix/Europe/Paris`.
    /// - Parameters:
    ///   - tz: the value of `TZ`, or `nil` when it is not set.
    ///   - localtimeTarget: the target of the `/etc/localtime` symbolic link, or `nil`.
    /// - Returns: the zone name, or `nil` when neither says.
    package static func identifier(tz: String?, localtimeTarget: String?) -> String? {
        if let tz {
            var value = tz.trimming(.whitespaces)
            if value.isEmpty { return "UTC" }
            if value.hasPrefix(":") { value.removeFirst() }
            if value.hasPrefix("/") {
                if let name = zoneName(inPath: value) { return name }
            } else if isZoneName(value) {
                return value
            }
        }
        return localtimeTarget.flatMap(zoneName(inPath:))
    }

    /// The part of a path after its last `zoneinfo/`, without a `posix/` or `right/` folder.
    package static func zoneName(inPath path: String) -> String? {
        guard let marker = path.lastRange(of: "zoneinfo/") else { return nil }
        var name = String(path[marker.upperBound...])
        for folder in ["posix/", "right/"] where name.hasPrefix(folder) {
            name.removeFirst(folder.count)
        }
        return isZoneName(name) ? name : nil
    }

    /// Whether `text` has the shape of an IANA zone name (`America/Argentina/Buenos_Aires`, `UTC`, `EST5EDT`).
    package static func isZoneName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            !text.contains(".."), !text.hasSuffix("/")
        else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || scalar == "/" || scalar == "_" || scalar == "-" || scalar == "+")
        }
    }
}
