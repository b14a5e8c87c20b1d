/// Rain or snow volume in millimetres over a period.
///
/// The API is not uniform here: hourly and current entries send `{"1h": 0.25}`, the 2.5
/// forecast sends `{"3h": 0.75}`, and daily entries send a bare number for the whole day.
package struct Precipitation: Codable, Equatable, Sendable {
    /// Millimetres that fell (or will fall) in the period.
    package var millimetres: Double
    /// The period in hours: 1 or 3 for objects, 24 for a daily number.
    package var hours: Int

    package struct PeriodKey: CodingKey {
        package var stringValue: String
        package var intValue: Int? { nil }
        package init(stringValue: String) { self.stringValue = stringValue }
        package init?(intValue: Int) { nil }
    }

    package init(millimetres: Double, hours: Int) {
        self.millimetres = millimetres
        self.hours = hours
    }
}

extension Precipitation {
    package init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Double.self) {
            self.init(millimetres: value, hours: 24)
            return
        }
        let c = try decoder.container(keyedBy: PeriodKey.self)
        for (key, hours) in [("1h", 1), ("3h", 3)] {
            if let value = try c.decodeIfPresent(Double.self, forKey: PeriodKey(stringValue: key)) {
                self.init(millimetres: value, hours: hours)
                return
            }
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "expected a number or an object with \"1h\" or \"3h\""))
    }

    package func encode(to encoder: any Encoder) throws {
        if hours == 24 {
            var c = encoder.singleValueContainer()
            try c.encode(millimetres)
        } else {
            var c = encoder.container(keyedBy: PeriodKey.self)
            try c.encode(millimetres, forKey: PeriodKey(stringValue: "\(hours)h"))
        }
    }
}
