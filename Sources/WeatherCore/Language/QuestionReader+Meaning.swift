import CoreSupport

/// What the pieces of a line ask: the subject, the time, the place and any comparison.
extension QuestionReader {
    // MARK: - Meaning

    /// The question the pieces ask.
    /// `colder`: the language's comparatives of cold, which tell `比上海冷` (colder) from
    /// `比上海热` (warmer) when a plain temperature word follows `than`. `isThan`: whether a
    /// text is an entry of the `than` list, for a comparative that begins with one (`より暖かい`).
    static func interpret(
        _ given: [Piece], language: Language, colder: [String] = [], isThan: (Substring) -> Bool = { _ in false }
    ) -> Outcome {
        let pieces = thanFollowsWhatItCompares.contains(language) ? againstLast(given, isThan: isThan) : given
        var subjects = QuestionSubjects()
        var aspect = QuestionAspect.whether
        var asksWhen = false
        var compare: QuestionComparison?
        var times = TimeWords()
        var againstTimes = TimeWords()
        var afterThan = false
        /// A temperature word after `than` with no comparative: which way it compares.
        var temperatureAfterThan: String?
        var places: [String] = []
        var againstPlace: String?
        var run: [String] = []
        var here = false

        func endRun() {
            var words = run
            while words.last == "," { words.removeLast() }
            run = []
            guard !words.isEmpty else { return }
            let place = words.reduce(into: "") { text, word in
                if word == "," { text += "," } else { text += text.isEmpty ? word : " " + word }
            }
            if afterThan, againstPlace == nil { againstPlace = place } else { places.append(place) }
        }

        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            let next = index + 1 < pieces.count ? pieces[index + 1] : nil
            let previous = index > 0 ? pieces[index - 1] : nil
            switch piece {
            case .unknown(let text):
                run.append(text)
            case .comma:
                if !run.isEmpty { run.append(",") }
            case .date(let date):
                endRun()
                if afterThan { againstTimes.day = .date(date) } else { times.day = .date(date) }
            case .number(let value, let minutes, let suffix):
                endRun()
                var target = afterThan ? againstTimes : times
                index += target.number(value, minutes: minutes, suffix: suffix, previous: previous, next: next)
                if afterThan { againstTimes = target } else { times = target }
            case .word(let list, let text):
                // A filler word between two parts of a name stays in it (`Rio de Janeiro`).
                if list == .filler, !run.isEmpty, case .unknown? = next { run.append(wordText(piece)) } else { endRun() }
                if let subject = QuestionSubject(rawValue: list.rawValue) {
                    subjects.insert(subject)
                    if afterThan, subject == .temperature || subject == .high, temperatureAfterThan == nil { temperatureAfterThan = text }
                } else if let comparison = QuestionComparison(rawValue: list.rawValue) {
                    compare = comparison
                } else {
                    switch list {
                    case .howmuch: aspect = .amount
                    // `how high is the chance`: the chance, whichever is said first.
                    case .chance: if aspect == .whether || aspect == .amount { aspect = .chance }
                    case .when: asksWhen = true
                    case .start: aspect = .start
                    case .stop: aspect = .stop
                    case .than: afterThan = true
                    case .here: here = true
                    default:
                        if afterThan { againstTimes.word(list) } else { times.word(list) }
                    }
                }
            }
            index += 1
        }
        endRun()
        // `比上海热`: `than` and a temperature word compare warmth.
        if compare == nil, afterThan, let word = temperatureAfterThan {
            compare = colder.contains(where: { $0.contains(word) }) ? .colder : .warmer
        }
        if compare == nil, let place = againstPlace {
            places.append(place)
            againstPlace = nil
        }
        if asksWhen, aspect == .whether || aspect == .chance { aspect = .start }

        // A time said only after `than` is the question's when the comparison is with another
        // place (`is Paris warmer than London tomorrow?`) or when there is no comparison and
        // `than` was only a word (it `di`: `probabilità di pioggia oggi pomeriggio`).
        var time = times.time
        if compare != nil ? againstPlace != nil : afterThan, time == .unsaid { time = againstTimes.time }
        var subject = QuestionSubject.precedence.first(where: subjects.contains)
        if let compare, subject == nil || subject == .temperature || subject == .weather { subject = compare.subject }
        // A chance or an amount of nothing said is of precipitation (降水確率, 降水量, `how much
        // will fall`): the only chance and the only amount a forecast gives.
        if subject == nil, aspect == .chance || aspect == .amount { subject = .rain }
        if subject == nil, time != .unsaid || (!places.isEmpty && !here && compare != nil) { subject = .weather }
        guard let subject else { return .failure(.notUnderstood) }
        // A run of words no list knows that is longer than a place name is not a question
        // wxsh understands (a language it does not speak).
        if let place = places.first, place.split(separator: " ").count > 5 { return .failure(.notUnderstood) }
        if subjects.isEmpty, compare == nil, time == .unsaid { return .failure(.notUnderstood) }

        var against: QuestionAgainst?
        if compare != nil {
            if let againstPlace {
                against = .place(againstPlace)
            } else if againstTimes.time != .unsaid {
                against = .time(againstTimes.time)
            } else {
                against = .time(.day(.offset(0), nil))
            }
        }
        return .success(
            QuestionReading(
                language: language, subject: subject, aspect: aspect, time: time, place: here ? nil : places.first, compare: compare,
                against: against))
    }

    // MARK: - Than after what it compares

    /// The languages whose `than` follows what it compares against (ja `大阪より`, `今日と比べて`),
    /// where the others' comes before it (`than Osaka`, zh `比上海`).
    static let thanFollowsWhatItCompares: Set<Language> = [.ja]

    /// The time lists: a day, a part of it, an hour, and the words that qualify them.
    static let timeLists: Set<QuestionWords.List> = Set(QuestionWords.List.weekdays).union([
        .now, .today, .tonight, .morning, .afternoon, .evening, .night, .tomorrow, .aftertomorrow, .yesterday, .weekend, .week,
        .this, .next, .in, .later, .hours, .days, .at, .am, .pm, .oclock
    ])

    /// The pieces of a line whose `than` follows what it compares against, in the order
    /// `interpret` reads (`than` before it): the place or time just before the first `than`, or
    /// before a comparative that begins with one (`より暖かい`), goes last, after a `than`, so that
    /// it is neither the question's place nor its time: `東京は大阪より暖かい` reads as
    /// `東京 は より暖かい than 大阪`, `明日は今日より寒い` as `明日 は より寒い than 今日`. A bare
    /// `than` takes the temperature word after it along, which says which way it compares
    /// (`大阪より名古屋の方が寒い` as `名古屋 の方が より 寒い 大阪`). With nothing just before it to
    /// compare against, the pieces stay as they are.
    static func againstLast(_ pieces: [Piece], isThan: (Substring) -> Bool) -> [Piece] {
        guard
            let at = pieces.firstIndex(where: { piece in
                guard case .word(let list, let text) = piece else { return false }
                if list == .than { return true }
                return QuestionComparison(rawValue: list.rawValue) != nil && (1..<max(1, text.count)).contains { isThan(text.prefix($0)) }
            })
        else { return pieces }
        var start = at
        while start > 0, comparable(pieces, start - 1, before: start < at ? pieces[start] : nil) { start -= 1 }
        guard start < at else { return pieces }
        let against = Array(pieces[start..<at])
        var rest = Array(pieces[(at + 1)...])
        guard case .word(.than, _) = pieces[at] else {
            let than = Piece.word(.than, "")
            return Array(pieces[..<start]) + [pieces[at]] + rest + [than] + against
        }
        var moved = [pieces[at]]
        let warmth = rest.firstIndex { piece in
            guard case .word(let list, _) = piece else { return false }
            return list == .temperature || list == .high
        }
        if let warmth { moved.append(rest.remove(at: warmth)) }
        return Array(pieces[..<start]) + rest + moved + against
    }

    /// Whether `pieces[index]` can be part of what a `than` after it compares against: a place
    /// (words no list has), a number, a date or a time word; or the particle between a day and a
    /// part of it (`今日の朝`), `next` being that part.
    static func comparable(_ pieces: [Piece], _ index: Int, before next: Piece?) -> Bool {
        switch pieces[index] {
        case .unknown, .number, .date: return true
        case .comma: return false
        case .word(let list, _):
            if timeLists.contains(list) { return true }
            guard list == .placeAfter, index > 0, case .word(let day, _) = pieces[index - 1], case .word(let part, _)? = next else {
                return false
            }
            let days: [QuestionWords.List] = [.today, .tomorrow, .aftertomorrow, .yesterday] + QuestionWords.List.weekdays
            return days.contains(day) && [.morning, .afternoon, .evening, .night].contains(part)
        }
    }

    static func wordText(_ piece: Piece) -> String {
        if case .word(_, let text) = piece { return text }
        return ""
    }

    /// The time words of a question, gathered, then made one `QuestionTime`.
    struct TimeWords {
        var day: QuestionDay?
        var part: DayPart?
        var hour: Int?
        var now = false
        var inHours: Int?
        var nextHours: Int?
        var weekend: Bool?
        var week: Bool?
        var next = false
        var pendingIn = false
        /// `午前`, `午後` without an hour: the morning, the afternoon.
        var sawAM = false
        var sawPM = false
        /// The time word (or `hours` of a count) read last, for a `next` after it.
        var last: QuestionWords.List?

        mutating func word(_ list: QuestionWords.List) {
            defer { last = list }
            switch list {
            case .next:
                // After what it qualifies: `vendredi prochain`, `la semaine prochaine`,
                // `les 6 heures à venir`.
                if let last, let weekday = QuestionWords.List.weekdays.firstIndex(of: last), day == .weekday(weekday, next: false) {
                    day = .weekday(weekday, next: true)
                } else if last == .weekend, weekend == false {
                    weekend = true
                } else if last == .week, week == false {
                    week = true
                } else if last == .hours, let count = inHours {
                    nextHours = count
                    inHours = nil
                } else {
                    next = true
                }
            case .this: next = false
            case .in: pendingIn = true
            case .now: now = true
            case .today: day = .offset(0)
            case .tomorrow: day = .offset(1)
            case .aftertomorrow: day = .offset(2)
            case .yesterday: day = .offset(-1)
            case .tonight:
                if day == nil { day = .offset(0) }
                part = .night
            case .am: sawAM = true
            case .pm: sawPM = true
            case .morning: part = .morning
            case .afternoon: part = .afternoon
            case .evening: part = .evening
            case .night: part = .night
            case .weekend:
                weekend = next
                next = false
            case .week:
                week = next
                next = false
            default:
                if let weekday = QuestionWords.List.weekdays.firstIndex(of: list) {
                    day = .weekday(weekday, next: next)
                    next = false
                }
            }
        }

        /// A number and what it counts, from the pieces around it; how many pieces after it
        /// were taken with it.
        mutating func number(_ value: Int, minutes: Int?, suffix: QuestionWords.List?, previous: Piece?, next piece: Piece?) -> Int {
            let following: QuestionWords.List? = {
                if case .word(let list, _)? = piece { return list }
                return nil
            }()
            let before: QuestionWords.List? = {
                if case .word(let list, _)? = previous { return list }
                return nil
            }()
            let unit = suffix ?? following
            let took = suffix == nil && following != nil ? 1 : 0
            switch unit {
            case .hours?:
                // `à 15 heures`, `в 15 часов`: after `at`, the hour of the day.
                if before == .at, value < 24 {
                    hour = value
                    return took
                }
                if next || before == .next {
                    nextHours = value
                } else {
                    inHours = value
                }
                next = false
                pendingIn = false
                last = .hours
                return took
            case .days?:
                day = .offset(value)
                pendingIn = false
                return took
            case .pm?, .am?:
                guard value <= 12 else { return 0 }
                hour = unit == .pm ? value % 12 + 12 : value % 12
                return took
            case .oclock?:
                guard value < 24 else { return 0 }
                hour = value
                if before == .pm, value < 12 { hour = value + 12 }
                if before == .am { hour = value % 12 }
                return took
            default:
                if minutes != nil || before == .at, value < 24 {
                    hour = value
                    if before == .pm, value < 12 { hour = value + 12 }
                }
                return 0
            }
        }

        var time: QuestionTime {
            if let inHours { return .inHours(inHours) }
            if let nextHours { return .nextHours(nextHours) }
            if let weekend { return .weekend(next: weekend) }
            if let week { return .week(next: week) }
            if var hour {
                // `at 3` in the afternoon or evening is 15:00.
                if hour < 12, part == .afternoon || part == .evening || part == .night { hour += 12 }
                return .hour(day, hour % 24)
            }
            let part = part ?? (sawPM ? .afternoon : sawAM ? .morning : nil)
            if let day { return .day(day, part) }
            if let part { return .day(.offset(0), part) }
            if now { return .now }
            return .unsaid
        }
    }
}
