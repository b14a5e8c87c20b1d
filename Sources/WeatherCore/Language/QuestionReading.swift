import CoreSupport

/// What a question asks about: a kind of weather, or advice that weather decides.
package enum QuestionSubject: String, CaseIterable, Codable, Sendable {
    case weather, temperature, high, low, feels, rain, snow, drizzle, storm, wind, gust, sun, cloud, fog, humidity, uv, air
    case sunrise, sunset, moon, umbrella, coat, sunscreen, run, bike, washing

    /// When several are named, the one answered: advice first (it weighs the others), then the
    /// rarer kinds of precipitation before rain, and the general words last.
    package static let precedence: [QuestionSubject] = [
        .umbrella, .coat, .sunscreen, .run, .bike, .washing, .storm, .snow, .drizzle, .rain, .fog, .uv, .air,
        .sunrise, .sunset, .moon, .gust, .wind, .feels, .high, .low, .humidity, .sun, .cloud, .temperature, .weather
    ]

    /// Precipitation of some kind: answered with its chance and amount.
    package var isPrecipitation: Bool {
        switch self {
        case .rain, .snow, .drizzle, .storm, .umbrella: return true
        default: return false
        }
    }
}

/// The subjects a question names, one bit each: what `Set<QuestionSubject>` would hold, without
/// setting up a generic type for one question.
package struct QuestionSubjects: Sendable {
    private var bits: UInt32 = 0

    package init() {}

    private static func bit(_ subject: QuestionSubject) -> UInt32 {
        1 << UInt32(QuestionSubject.allCases.firstIndex(of: subject) ?? 0)
    }

    package var isEmpty: Bool { bits == 0 }

    package mutating func insert(_ subject: QuestionSubject) { bits |= Self.bit(subject) }

    package func contains(_ subject: QuestionSubject) -> Bool { bits & Self.bit(subject) != 0 }
}

/// Which side of the subject is asked: whether, how much, the chance, when it starts or stops.
package enum QuestionAspect: String, Codable, Sendable {
    case whether, amount, chance, start, stop
}

/// A comparison asked for: `warmer than …`.
package enum QuestionComparison: String, CaseIterable, Codable, Sendable {
    case warmer, colder, wetter, windier

    /// The subject a comparison weighs.
    package var subject: QuestionSubject {
        switch self {
        case .warmer, .colder: return .high
        case .wetter: return .rain
        case .windier: return .wind
        }
    }
}

/// A day as a question names it.
package enum QuestionDay: Equatable, Sendable {
    /// Days from today: 0 today, 1 tomorrow, -1 yesterday.
    case offset(Int)
    /// A weekday, 0 = Sunday; `next` for `next Friday` (the one in the week after this).
    case weekday(Int, next: Bool)
    case date(CivilDate)
}

/// A part of a day: morning 06–12, afternoon 12–18, evening 18–24, night 18–06.
package enum DayPart: String, CaseIterable, Sendable {
    case morning, afternoon, evening, night

    /// The hours it covers, from its day's midnight.
    package var hours: Range<Int> {
        switch self {
        case .morning: return 6..<12
        case .afternoon: return 12..<18
        case .evening: return 18..<24
        case .night: return 18..<30
        }
    }
}

/// The time a question names, before the place's clock turns it into hours.
package enum QuestionTime: Equatable, Sendable {
    /// No time said: the subject's usual window.
    case unsaid
    case now
    /// A day, or a part of it.
    case day(QuestionDay, DayPart?)
    /// An hour (0–23), on a day if one was said.
    case hour(QuestionDay?, Int)
    /// `in N hours`: that hour.
    case inHours(Int)
    /// `the next N hours`.
    case nextHours(Int)
    case weekend(next: Bool)
    case week(next: Bool)
}

/// What a comparison is against: another time, or another place at the same time.
package enum QuestionAgainst: Equatable, Sendable {
    case time(QuestionTime)
    case place(String)
}

/// A question as understood: what, when, where, and any comparison. Places are as typed; the
/// session finds them in the gazetteer (undoing declension with the language's endings).
package struct QuestionReading: Equatable, Sendable {
    package var language: Language
    package var subject: QuestionSubject
    package var aspect = QuestionAspect.whether
    package var time = QuestionTime.unsaid
    /// The place named, as typed; nil for the place shown.
    package var place: String?
    package var compare: QuestionComparison?
    package var against: QuestionAgainst?
}

/// The hours a question covers, as seconds since 1970: `from` up to, not including, `to`.
package struct QuestionWindow: Equatable, Codable, Sendable {
    package var from: Int64
    package var to: Int64

    package init(from: Int64, to: Int64) {
        self.from = from
        self.to = to
    }

    /// How long the window is, in whole hours.
    package var hours: Int { Int((to - from) / 3600) }
}

extension QuestionTime {
    /// The window this time covers for `subject` at a place whose UTC offset at an instant is
    /// `offset`, asked at `now`. A window that began before the current hour and ends after it
    /// starts at the current hour (`this morning` at 10:00 is 10:00–12:00).
    ///
    /// Unsaid: precipitation and advice the next 12 hours; the day's high, low, sunrise, sunset
    /// and moon today; the rest now. `next WEEKDAY` is that day in the week after this one
    /// (weeks start on Monday); `WEEKDAY` alone the first on or after today.
    package func window(for subject: QuestionSubject, now: Int64, offset: (Int64) -> Int) -> QuestionWindow {
        let hour = now - ((now % 3600) + 3600) % 3600
        let today = CivilDate(epoch: now, offset: offset(now))
        func at(_ date: CivilDate, _ hours: Int) -> Int64 {
            let local = Int64(date.daysSince1970) * 86_400 + Int64(hours) * 3600
            return local - Int64(offset(local - Int64(offset(local))))
        }
        func whole(_ date: CivilDate, days: Int = 1) -> QuestionWindow {
            QuestionWindow(from: at(date, 0), to: at(date, 24 * days))
        }
        func clamped(_ window: QuestionWindow) -> QuestionWindow {
            window.from < hour && window.to > hour ? QuestionWindow(from: hour, to: window.to) : window
        }
        switch self {
        case .unsaid:
            switch subject {
            case .high, .low, .sunrise, .sunset, .moon: return whole(today)
            case .weather, .washing, .run, .bike, .coat, .sunscreen:
                return QuestionWindow(from: hour, to: hour + 12 * 3600)
            default:
                return subject.isPrecipitation
                    ? QuestionWindow(from: hour, to: hour + 12 * 3600) : QuestionWindow(from: hour, to: hour + 3600)
            }
        case .now:
            return QuestionWindow(from: hour, to: hour + 3600)
        case .day(let day, let part):
            let date = QuestionTime.date(day, today: today)
            guard let part else {
                // Today is what is left of it; a day's high and low are the whole day's.
                return [.high, .low, .sunrise, .sunset, .moon].contains(subject) ? whole(date) : clamped(whole(date))
            }
            return clamped(QuestionWindow(from: at(date, part.hours.lowerBound), to: at(date, part.hours.upperBound)))
        case .hour(let day, let value):
            var date = day.map { QuestionTime.date($0, today: today) } ?? today
            if day == nil, at(date, value) + 3600 <= hour { date = date.adding(days: 1) }
            return QuestionWindow(from: at(date, value), to: at(date, value + 1))
        case .inHours(let count):
            return QuestionWindow(from: hour + Int64(count) * 3600, to: hour + Int64(count + 1) * 3600)
        case .nextHours(let count):
            return QuestionWindow(from: hour, to: hour + Int64(max(1, count)) * 3600)
        case .weekend(let next):
            // Saturday and Sunday: the coming ones (these, on a weekend day), or a week later.
            let saturday = today.weekday == 0 ? today.adding(days: -1) : today.adding(days: 6 - today.weekday)
            return clamped(whole(saturday.adding(days: next ? 7 : 0), days: 2))
        case .week(let next):
            let monday = today.adding(days: 7 - (today.weekday + 6) % 7)
            return next ? whole(monday, days: 7) : clamped(QuestionWindow(from: at(today, 0), to: at(monday, 0)))
        }
    }

    /// The date a day of a question names, from the place's date today.
    package static func date(_ day: QuestionDay, today: CivilDate) -> CivilDate {
        switch day {
        case .offset(let days): return today.adding(days: days)
        case .date(let date): return date
        case .weekday(let weekday, let next):
            let ahead = (weekday - today.weekday + 7) % 7
            guard next else { return today.adding(days: ahead) }
            // The one in the week (Monday to Sunday) after this one.
            let monday = today.adding(days: 7 - (today.weekday + 6) % 7)
            return monday.adding(days: (weekday + 6) % 7)
        }
    }
}
