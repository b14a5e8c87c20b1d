import CoreSupport

/// One Call documents are read with their names, zone, offset and lists bounded (`ExternalBounds`).
extension OneCall {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        lat = try c.decode(Double.self, forKey: .lat)
        lon = try c.decode(Double.self, forKey: .lon)
        timezone = ExternalBounds.zoneName(try c.decodeIfPresent(String.self, forKey: .timezone))
        timezoneOffset = ExternalBounds.offset(try c.decodeIfPresent(Int.self, forKey: .timezoneOffset))
        current = try c.decodeIfPresent(Current.self, forKey: .current)
        minutely = ExternalBounds.list(try c.decodeIfPresent([Minutely].self, forKey: .minutely), limit: 61)
        hourly = ExternalBounds.list(try c.decodeIfPresent([Hourly].self, forKey: .hourly), limit: ExternalBounds.hours)
        daily = ExternalBounds.list(try c.decodeIfPresent([Daily].self, forKey: .daily), limit: ExternalBounds.days)
        alerts = try c.decodeIfPresent([Alert].self, forKey: .alerts)
    }
}

extension OneCall.Alert {
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        senderName = ExternalBounds.name(try c.decodeIfPresent(String.self, forKey: .senderName))
        event = ExternalBounds.name(try c.decode(String.self, forKey: .event))
        start = try c.decodeIfPresent(Int64.self, forKey: .start)
        end = try c.decodeIfPresent(Int64.self, forKey: .end)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        tags = try c.decodeIfPresent([String].self, forKey: .tags)
    }
}
