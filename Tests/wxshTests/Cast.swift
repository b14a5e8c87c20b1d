import Foundation
import Testing

/// An asciicast v2 file read back as asciinema reads it: the header, the output events and the
/// markers (`[t, "m", label]`), each line's shape checked.
struct Cast {
    var header: [String: Any]
    var events: [(time: Double, text: String)]
    var markers: [(time: Double, text: String)] = []
    var text: String { events.map(\.text).joined() }

    static func read(_ path: String) throws -> Cast {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        var cast = Cast(header: header, events: [])
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "\(line)")
            let kind = event.count == 3 ? event[1] as? String : nil
            #expect(kind == "o" || kind == "m", "\(line)")
            let entry = (try #require(event[0] as? Double), try #require(event[2] as? String))
            if kind == "m" { cast.markers.append(entry) } else { cast.events.append(entry) }
        }
        return cast
    }
}
