import Testing

@testable import WeatherCore

@Suite struct SystemTimeZoneTests {
    @Test(
        arguments: [
            ("Europe/Paris", nil, "Europe/Paris"),
            (":Europe/Paris", nil, "Europe/Paris"),
            ("/usr/share/zoneinfo/Asia/Tokyo", nil, "Asia/Tokyo"),
            (":/usr/share/zoneinfo/posix/America/New_York", nil, "America/New_York"),
            ("America/Argentina/Buenos_Aires", "/usr/share/zoneinfo/Europe/Berlin", "America/Argentina/Buenos_Aires"),
            ("", "/usr/share/zoneinfo/Europe/Berlin", "UTC"),
            ("CET-1CEST,M3.5.0,M10.5.0/3", "/usr/share/zoneinfo/Europe/Berlin", "Europe/Berlin"),
            (nil, "/usr/share/zoneinfo/Europe/Berlin", "Europe/Berlin"),
            (nil, "../usr/share/zoneinfo/Africa/Kampala", "Africa/Kampala"),
            (nil, "/usr/share/zoneinfo/right/Europe/London", "Europe/London"),
            (nil, "/var/db/timezone/zoneinfo/America/Los_Angeles", "America/Los_Angeles"),
            (nil, "/etc/zoneinfo/Etc/GMT+5", "Etc/GMT+5"),
            ("EST5EDT", nil, "EST5EDT"),
            ("UTC", nil, "UTC")
        ] as [(String?, String?, String)])
    func identifiesTheZone(tz: String?, link: String?, expected: String) {
        #expect(SystemTimeZone.identifier(tz: tz, localtimeTarget: link) == expected)
    }

    @Test(
        arguments: [
            (nil, nil), (nil, "/etc/localtime.dpkg-new"), (nil, "/usr/share/zoneinfo/"), ("../../etc/passwd", nil),
            (nil, "/usr/share/zoneinfo/../../../etc/passwd"), ("/home/me/tz", nil)
        ] as [(String?, String?)])
    func saysNothingWhenItCannotTell(tz: String?, link: String?) {
        #expect(SystemTimeZone.identifier(tz: tz, localtimeTarget: link) == nil)
    }
}
