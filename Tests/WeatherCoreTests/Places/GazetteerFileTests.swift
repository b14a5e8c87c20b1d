import Foundation
import Testing
import WeatherIO

@testable import WeatherCore

@Suite struct GazetteerFileTests {
    let bytes: Data

    init() throws {
        bytes = try Data(contentsOf: GazetteerFixture.placesFile)
    }

    @Test func readsFromMemoryAsFromTheFile() throws {
        let fromData = try Gazetteer(data: bytes)
        let fromFile = try GazetteerFixture.open()
        #expect(fromData.count == fromFile.count)
        #expect(fromData.search("zuri") == fromFile.search("zuri"))
    }

    @Test func missingFileSaysSo() {
        let url = URL(fileURLWithPath: "/nonexistent/wxsh/places.wxg")
        #expect(throws: GazetteerError.missing(path: url.path)) { try Gazetteer(contentsOf: url) }
    }

    @Test func aFolderIsNotAGazetteer() {
        #expect(throws: GazetteerError.self) { try Gazetteer(contentsOf: URL(fileURLWithPath: "/tmp")) }
    }

    @Test func emptyBytesAreNotAGazetteer() {
        #expect(throws: GazetteerError.notAGazetteer) { try Gazetteer(data: Data()) }
    }

    @Test func wrongMagicIsNotAGazetteer() {
        var damaged = bytes
        damaged[0] = UInt8(ascii: "X")
        #expect(throws: GazetteerError.notAGazetteer) { try Gazetteer(data: damaged) }
        #expect(throws: GazetteerError.notAGazetteer) { try Gazetteer(data: Data("{\"not\": \"a gazetteer\"}".utf8)) }
    }

    @Test func anotherVersionIsRefusedByNumber() {
        var damaged = bytes
        damaged[8] = 3
        #expect(throws: GazetteerError.unsupportedVersion(found: 3, supported: 2)) { try Gazetteer(data: damaged) }
    }

    /// A version 1 file (before local names) is refused with a message saying how to get a new one.
    @Test func theFormatBeforeLocalNamesIsRefused() {
        var old = bytes
        old[8] = 1
        #expect(throws: GazetteerError.unsupportedVersion(found: 1, supported: 2)) { try Gazetteer(data: old) }
        let message = GazetteerError.unsupportedVersion(found: 1, supported: 2).description
        #expect(message.contains("version 1") && message.contains("scripts/make-gazetteer.py"))
    }

    /// Cut anywhere, the file is refused when opened: the last section runs to the very end.
    @Test(arguments: [0, 1, 7, 8, 12, 23, 24, 60, 100, 4096, 1 << 20, 6_000_000, -4096, -1])
    func truncatedFilesAreRefused(cut: Int) {
        let length = cut >= 0 ? cut : bytes.count + cut
        let truncated = bytes.prefix(length)
        #expect(throws: GazetteerError.self) { try Gazetteer(data: Data(truncated)) }
    }

    @Test func errorsSayWhatToDo() {
        let messages = [
            GazetteerError.missing(path: "/x/places.wxg"), .notAGazetteer, .corrupt("section KEYS is missing"),
            .unsupportedVersion(found: 2, supported: 1), .unreadable(path: "/x", reason: "Permission denied")
        ].map(\.description)
        #expect(messages.allSatisfy { !$0.isEmpty && !$0.contains("GazetteerError") })
        #expect(messages[0].contains("/x/places.wxg"))
        #expect(messages[3].contains("version 2"))
    }

    /// Damage inside the sections cannot be found without reading them all; lookups then give
    /// wrong or no answers, but never crash.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func damagedSectionsNeverCrash(seed: UInt64) throws {
        var damaged = bytes
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        let headerEnd = 24 + 12 * 11
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let offset = headerEnd + Int((state >> 20) % UInt64(damaged.count - headerEnd))
            damaged[offset] = UInt8(truncatingIfNeeded: state >> 56)
        }
        let gazetteer = try Gazetteer(data: damaged)
        for query in ["zuri", "Paris", "Paris, TX", "San F", "s", "a", "London, CA", "Springfield", "münchen"] {
            _ = gazetteer.search(query, limit: 10)
            _ = gazetteer.completions(prefix: query, limit: 10)
            _ = gazetteer.resolve(query)
        }
        for (lat, lon) in [(0.3476, 32.5825), (51.5, -0.12), (0.0, 179.9), (-89.0, 0.0)] {
            _ = gazetteer.nearest(lat: lat, lon: lon)
        }
        _ = gazetteer.mostPopulous(inTimeZone: "Europe/Paris")
        for index in stride(from: 0, to: gazetteer.count, by: 1000) { _ = gazetteer.place(at: index) }
    }

    /// Header fields that point outside the file are refused.
    @Test func sectionPastTheEndIsRefused() {
        var damaged = bytes
        // The first section's length field: make it reach past the end.
        damaged.replaceSubrange(32..<36, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(throws: GazetteerError.self) { try Gazetteer(data: damaged) }
    }
}
