import Foundation
import Testing

@testable import WeatherCore

/// The UTC offsets wxsh reads from the system's TZif files itself (FoundationEssentials has no
/// IANA zones): known instants, daylight-saving changes to the second, the footer's POSIX rule
/// past the file's last transition, and agreement with Foundation's ICU zones hour by hour.
@Suite struct ZoneRulesTests {
    static func rules(_ zone: String) throws -> ZoneRules {
        try #require(ZoneDatabase.rules(for: zone), "tzdata is needed: /usr/share/zoneinfo/\(zone)")
    }

    @Test(
        arguments: [
            ("Europe/London", 1_688_212_800, 3600),  // 2023-07-01 12:00 UTC, BST
            ("Europe/London", 1_673_784_000, 0),  // 2023-01-15, GMT
            ("Europe/London", 1_679_792_399, 0),  // 2023-03-26 00:59:59 UTC, a second before BST
            ("Europe/London", 1_679_792_400, 3600),  // 01:00 UTC, clocks go forward
            ("America/New_York", 1_688_212_800, -14400),  // EDT
            ("America/New_York", 1_673_784_000, -18000),  // EST
            ("America/New_York", 1_678_604_399, -18000),  // 2023-03-12 06:59:59 UTC
            ("America/New_York", 1_678_604_400, -14400),
            ("Asia/Tokyo", 1_688_212_800, 32400),
            ("Asia/Tokyo", 1_673_784_000, 32400),
            ("Asia/Kolkata", 0, 19800),
            ("Asia/Kathmandu", 1_688_212_800, 20700),
            ("Australia/Sydney", 1_673_784_000, 39600),  // January: summer, AEDT
            ("Australia/Sydney", 1_688_212_800, 36000),
            // 2100, past every transition the file lists: the footer's rule decides.
            ("Europe/London", 4_118_083_200, 3600),  // 2100-07-01
            ("Europe/London", 4_102_444_800, 0),  // 2100-01-01
            ("Australia/Sydney", 4_102_444_800, 39600),
            ("America/New_York", 4_118_083_200, -14400),
            ("Europe/London", 4_096_573_199, 3600),  // 2099-10-25 00:59:59 UTC, BST's last second
            ("Europe/London", 4_096_573_200, 0)
        ] as [(String, Int64, Int)])
    func theOffsetInForceAtAnInstant(zone: String, epoch: Int64, offset: Int) throws {
        #expect(try Self.rules(zone).offset(at: epoch).offset == offset)
        #expect(LocalTime(zoneIdentifier: zone, fallbackOffset: 12345).offset(at: epoch) == offset)
    }

    /// Every 7 hours from 1975 to 2045, the offset is the one Foundation's ICU zones give.
    @Test(arguments: [
        "Europe/London", "Europe/Paris", "America/New_York", "America/Los_Angeles", "Asia/Tokyo", "Asia/Kolkata",
        "Australia/Sydney", "Pacific/Auckland", "America/Sao_Paulo", "Australia/Lord_Howe", "Asia/Kathmandu"
    ])
    func agreesWithICU(zone: String) throws {
        let rules = try Self.rules(zone)
        let icu = try #require(TimeZone(identifier: zone))
        var differences: [String] = []
        for epoch in stride(from: Int64(157_766_400), to: 2_366_841_600, by: 7 * 3600) {
            let expected = icu.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(epoch)))
            let found = rules.offset(at: epoch)
            if found.offset != expected { differences.append("\(epoch): \(found.offset) != \(expected)") }
            #expect(found.from <= epoch && epoch < found.until)
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    @Test func posixRules() throws {
        let paris = try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(paris.standard == 3600 && paris.daylight?.offset == 7200)
        #expect(PosixZoneRule("JST-9")?.daylight == nil)
        #expect(PosixZoneRule("JST-9")?.standard == 32400)
        let south = try #require(PosixZoneRule("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1"))
        #expect(south.standard == -10800 && south.daylight?.offset == -7200)
        for bad in ["", "CET", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "CET-1CEST,M3.5.0,M10.5.0/3x"] {
            #expect(PosixZoneRule(bad) == nil, "\(bad)")
        }
    }

    @Test func notAZoneFileOrNotAZone() {
        #expect(TZif.rules(Data("not a zone file".utf8)) == nil)
        #expect(TZif.rules(Data()) == nil)
        #expect(ZoneDatabase.rules(for: "Nowhere/Special") == nil)
        #expect(ZoneDatabase.rules(for: "../etc/passwd") == nil)
        #expect(LocalTime(zoneIdentifier: "Nowhere/Special", fallbackOffset: -18000).offset(at: 0) == -18000)
    }
}
