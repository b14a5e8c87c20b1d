import CoreModel
import CoreSupport
import FoundationEssentials

/// Reading a recording back, and the times it writes (`2026-11-25T08:00:01.250Z`, always UTC).
extension Recording {
    /// Reads a whole recording. - Returns: the recording, or why it is not one (said in words,
    /// without the file's name, which the caller adds).
    package static func read(_ data: Data) -> Result<Recording, SimpleMessage> {
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(SimpleMessage("it is not UTF-8 text"))
        }
        // Split on the scalar: as a Character, "\r\n" is one and not "\n" (CRLF files are read too).
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? Substring($0.dropLast()) : Substring($0)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { return .failure(SimpleMessage("it is empty: record one with `--record FILE`")) }
        guard let header = object(first) else {
            return .failure(
                SimpleMessage("line 1 is not a JSON object; the first line of a recording is {\"wxsh_recording\":\(version),…}"))
        }
        guard let found = header["wxsh_recording"] as? Int else {
            return .failure(SimpleMessage("line 1 has no \"wxsh_recording\": it is not a wxsh recording"))
        }
        guard found == version else {
            return .failure(SimpleMessage("it is a version \(found) recording; this wxsh reads version \(version)"))
        }
        guard let started = (header["started"] as? String).flatMap(milliseconds) else {
            return .failure(SimpleMessage("line 1 has no \"started\" time like \"2026-11-25T08:00:00.000Z\""))
        }
        var recording = Recording(started: started, hadKey: header["key"] as? Bool ?? false)
        for (index, line) in lines.enumerated().dropFirst() where !String(line).trimmingWhitespace().isEmpty {
            let number = index + 1
            guard let fields = object(line) else {
                let end = index == lines.count - 1 ? " (the file may be cut short)" : ""
                return .failure(SimpleMessage("line \(number) is not a complete JSON object\(end)"))
            }
            guard let at = (fields["at"] as? String).flatMap(milliseconds) else {
                return .failure(SimpleMessage("line \(number) has no \"at\" time like \"2026-11-25T08:00:00.000Z\""))
            }
            if fields["command"] != nil {
                recording.commands.append(at)
                continue
            }
            switch exchange(fields, at: at) {
            case .success(let exchange): recording.exchanges.append(exchange)
            case .failure(let problem): return .failure(SimpleMessage("line \(number) \(problem.text)"))
            }
        }
        return .success(recording)
    }

    /// The exchange on one line, or what is wrong with it.
    private static func exchange(_ fields: [String: Any], at: Int64) -> Result<Exchange, SimpleMessage> {
        guard let url = fields["url"] as? String else { return .failure(SimpleMessage("has no \"url\"")) }
        let method = fields["method"] as? String ?? "GET"
        if let text = fields["error"] as? String {
            guard let error = RecordedError.error(text) else {
                return .failure(SimpleMessage("has an \"error\" wxsh does not know: \(TerminalSafety.sanitize(text))"))
            }
            return .success(Exchange(at: at, method: method, url: url, answer: .failure(error)))
        }
        guard let status = fields["status"] as? Int, (100...599).contains(status) else {
            return .failure(SimpleMessage("has no \"status\" (100 to 599) and no \"error\""))
        }
        let body: Data
        if let text = fields["body"] as? String {
            body = Data(text.utf8)
        } else if let encoded = fields["body_base64"] as? String, let data = Data(base64Encoded: encoded) {
            body = data
        } else {
            return .failure(SimpleMessage("has no \"body\" text (or \"body_base64\")"))
        }
        let location = (fields["headers"] as? [String: Any])?.first { $0.key.lowercased() == "location" }?.value as? String
        return .success(
            Exchange(at: at, method: method, url: url, answer: .success(HTTPResponse(status: status, body: body, location: location))))
    }

    /// The line's JSON object with plain Swift values (`Int`, `Double`, `Bool`, `String`, arrays,
    /// dictionaries; null as nil), as `JSONSerialization` gave them, read by wxsh's own reader.
    private static func object(_ line: Substring) -> [String: Any]? {
        guard case .object(let members)? = JSONTree.parse(Data(line.utf8)) else { return nil }
        return members.mapValues(plain)
    }

    private static func plain(_ tree: JSONTree) -> Any {
        switch tree {
        case .null: return Any?.none as Any
        case .bool(let value): return value
        case .number(let value, let integer): return integer.map { Int($0) as Any } ?? value
        case .string(let text): return text
        case .array(let items): return items.map(plain)
        case .object(let members): return members.mapValues(plain)
        }
    }

    // MARK: - Times

    /// `2026-11-25T08:00:01.250Z` for milliseconds since 1970.
    package static func timestamp(_ milliseconds: Int64) -> String {
        let seconds = milliseconds.floorDivided(by: 1000)
        let millis = milliseconds - seconds * 1000
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(days: days)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let fraction = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return
            "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(fraction)Z"
    }

    /// Milliseconds since 1970 for `2026-11-25T08:00:01.250Z` (the fraction and the `Z` may be
    /// left out; the time is UTC); nil for anything else.
    package static func milliseconds(_ text: String) -> Int64? {
        var body = Substring(text)
        if body.hasSuffix("Z") { body = body.dropLast() }
        let parts = body.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int64($0) }
        let timeAndFraction = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        let time = timeAndFraction[0].split(separator: ":", omittingEmptySubsequences: false).map { Int64($0) }
        guard date.count == 3, time.count == 3, timeAndFraction.count <= 2,
            let year = date[0], let month = date[1], let day = date[2], let hour = time[0], let minute = time[1], let second = time[2],
            (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            (1...9999).contains(year)
        else { return nil }
        var millis: Int64 = 0
        if timeAndFraction.count == 2 {
            let digits = timeAndFraction[1]
            guard (1...3).contains(digits.count), let value = Int64(digits) else { return nil }
            millis = value * [100, 10, 1][digits.count - 1]
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        return ((days * 86_400) + hour * 3600 + minute * 60 + second) * 1000 + millis
    }

    /// Howard Hinnant's days-from-civil: days since 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = y.floorDivided(by: 400)
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The inverse of `daysFromCivil`.
    private static func civil(days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int64 {
    /// Division rounding towards minus infinity (times before 1970 too).
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
