import CoreLanguage
import CoreModel
import CorePlaces
import CoreProviders
import CoreState
import CoreSupport

/// `ask`: a question read in the session's language first, then in the others; its place found
/// in the gazetteer; the weather it needs fetched as `location` would (without moving there), or
/// the dated weather for a past day; then the rules' verdict.
extension WeatherSession {
    /// The question words in the order they are tried (the session's language, English, the
    /// rest), one language at each call, nil after the last. Each is read only when it is
    /// reached: a question in the session's language reads one file.
    package func questionWords() -> () -> QuestionWords? {
        let order = QuestionReader.order(first: state.language)
        let services = self.services
        var next = 0
        return {
            while next < order.count {
                next += 1
                if let words = services.questionWords(order[next - 1]) { return words }
            }
            return nil
        }
    }

    /// Whether a line that is not a command reads as a question in any language wxsh speaks.
    package func looksLikeQuestion(_ line: String) -> Bool {
        if line.contains("?") || line.contains("？") { return true }
        let next = questionWords()
        while let words = next() {
            if QuestionReader.looksLikeQuestion(line, words: words) { return true }
        }
        return false
    }

    package mutating func ask(_ request: AskRequest) -> [Effect] {
        guard let data = state.data else {
            return refuseQuestion(request, ErrorReport("ask: there is no place yet; `location PLACE` first, then ask", kind: .usage))
        }
        let text = TerminalSafety.sanitize(request.text)
        guard request.text.count <= QuestionReader.maximumLength else {
            return refuseQuestion(
                request,
                ErrorReport(
                    "ask: that is too long to be a question (the limit is \(QuestionReader.maximumLength) characters)", kind: .usage))
        }
        let now = questionNow(data)
        let today = CivilDate(epoch: now, offset: data.localTime.offset(at: now))
        var reading: QuestionReading?
        // The place list is opened only for a language written without spaces (or a place named).
        let services = self.services
        let isPlaceName: (String) -> Bool = { name in
            (try? services.gazetteer().get()).map { $0.isExactName(name) } ?? false
        }
        let startsPlaceName: (String) -> Bool = { text in
            (try? services.gazetteer().get()).map { $0.hasName(startingWith: text) } ?? false
        }
        switch QuestionReader.read(
            request.text, next: questionWords(), today: today, isPlaceName: isPlaceName, startsPlaceName: startsPlaceName)
        {
        case .success(let read): reading = read
        case .failure(.notUnderstood): break
        case .failure(.tooLong):
            return refuseQuestion(
                request,
                ErrorReport(
                    "ask: that is too long to be a question (the limit is \(QuestionReader.maximumLength) characters)", kind: .usage))
        case .failure(.noSuchDay(let year, let month, let day)):
            return refuseQuestion(request, ErrorReport("ask: \(year)-\(month)-\(day) is not a day of the calendar", kind: .usage))
        }
        guard let reading else {
            let shown = String(text.prefix(60))
            return refuseQuestion(
                request,
                ErrorReport(
                    "ask: `\(shown)` is not a question wxsh understands; try `will it rain tomorrow?` or `how warm is it in Paris?`",
                    kind: .usage))
        }
        var place = data.place
        var otherPlace: Place?
        if let name = reading.place {
            switch findPlace(name, language: reading.language) {
            case .found(let found): place = found
            case .refused(let refusal): return refuseQuestion(request, refusal)
            }
        }
        if case .place(let name)? = reading.against {
            switch findPlace(name, language: reading.language) {
            case .found(let found): otherPlace = found
            case .refused(let refusal): return refuseQuestion(request, refusal)
            }
        }
        return answer(PendingQuestion(request: request, reading: reading, place: place, otherPlace: otherPlace))
    }

    /// A one-line refusal, or under `ask -q` only the status 2.
    private func refuseQuestion(_ request: AskRequest, _ report: ErrorReport) -> [Effect] {
        request.quiet ? [.render(.quietAnswer(2))] : [.error(report)]
    }

    /// A place named in a question, as typed or with a declension undone (`Warszawie`, Warszawa).
    private func findPlace(_ name: String, language: Language) -> PlaceFound {
        let gazetteer: Gazetteer
        switch services.gazetteer() {
        case .success(let found): gazetteer = found
        case .failure(let error): return .refused(ErrorReport("ask: the place list is not available (\(error.description))", kind: .file))
        }
        if let found = gazetteer.questionPlace(name, endings: services.questionWords(language)?.caseEndings ?? []) {
            return .found(Place(found))
        }
        return .refused(
            ErrorReport(
                "ask: no place called `\(TerminalSafety.sanitize(String(name.prefix(60))))` is known\(notFoundAdvice(name))",
                kind: .notFound))
    }

    /// A place a question names, or why it cannot be used.
    private enum PlaceFound {
        case found(Place)
        case refused(ErrorReport)
    }

    /// Goes on with a question: fetches what it still needs, then answers.
    /// `daysFetched`: the dated weather was just fetched for it, and is not asked for again.
    package mutating func answer(_ pending: PendingQuestion, daysFetched: Bool = false) -> [Effect] {
        var pending = pending
        // The place asked about, and the other of a comparison: the data on screen, else fetched.
        for side in 0..<(pending.otherPlace == nil ? 1 : 2) {
            let place = side == 0 ? pending.place : pending.otherPlace!
            if (side == 0 ? pending.data : pending.otherData) != nil { continue }
            if let data = state.data, data.place.isSamePlace(as: place) {
                if case .fetchWeather = freshened(.tab(state.tab)).first { return [.fetchWeather(place, .ask(pending))] }
                if side == 0 { pending.data = data } else { pending.otherData = data }
                continue
            }
            if state.canFetch { return [.fetchWeather(place, .ask(pending))] }
            guard let cached = services.cachedWeather(place) else {
                return refuseQuestion(
                    pending.request,
                    ErrorReport(
                        "ask: there is no weather for \(shown(place)) offline; ask again in live mode (`mode live`)", kind: .offline))
            }
            if side == 0 { pending.data = cached } else { pending.otherData = cached }
        }
        guard let data = pending.data else { return [] }
        let now = questionNow(data)
        let reading = pending.reading
        let offset: (Int64) -> Int = { data.localTime.offset(at: $0) }
        let window = reading.time.window(for: reading.subject, now: now, offset: offset)
        var againstWindow: QuestionWindow?
        if case .time(let time)? = reading.against { againstWindow = time.window(for: reading.subject, now: now, offset: offset) }

        // A past day comes from the dated weather (the archive), fetched first.
        let hour = now - ((now % 3600) + 3600) % 3600
        var first: CivilDate?
        var last: CivilDate?
        for side in 0..<2 {
            guard let past = side == 0 ? Optional(window) : againstWindow, past.to <= hour else { continue }
            let days = dateRange(past, data: data)
            first = min(first ?? days.from, days.from)
            last = max(last ?? days.to, days.to)
        }
        if let first, let last {
            let range = DateRange(first, last)
            let held = state.dated.map { $0.place.isSamePlace(as: data.place) && $0.provider == state.provider && $0.range.covers(range) }
            if held != true, !daysFetched {
                if let refused = refusal(first, command: "ask", data: data) {
                    return pending.request.quiet ? [.render(.quietAnswer(2))] : [refused]
                }
                var request = DatedRequest(place: data.place, range: range, hourly: false, today: today(data), then: .explainAnswer)
                request.question = pending
                return [.fetchDated(request)]
            }
        }
        return conclude(pending, window: window, againstWindow: againstWindow, now: hour)
    }

    /// The moment a question is asked at: now, or for a sample or a loaded file (a snapshot of
    /// its own day) the moment it was observed, so that `tomorrow` is the day after it.
    package func questionNow(_ data: WeatherData) -> Int64 {
        switch data.source {
        case .bundled, .file: return data.forecast.observed ?? services.now()
        case .live, .cache: return services.now()
        }
    }

    /// The days a past window covers, in the place's dates.
    private func dateRange(_ window: QuestionWindow, data: WeatherData) -> DateRange {
        let local = data.localTime
        let first = CivilDate(epoch: window.from, offset: local.offset(at: window.from))
        let last = CivilDate(epoch: window.to - 1, offset: local.offset(at: window.to - 1))
        return DateRange(first, last)
    }

    /// The data a window is answered from: the forecast, or the dated weather for past days.
    private func source(for window: QuestionWindow, data: WeatherData, now: Int64) -> WeatherData {
        guard window.to <= now, let dated = state.dated, dated.place.isSamePlace(as: data.place) else { return data }
        let range = dateRange(window, data: data)
        guard dated.range.covers(range) else { return data }
        var past = dated.limited(to: range).weatherData
        past.place = data.place
        return past
    }

    /// The verdict, once every figure it needs is held.
    private mutating func conclude(_ pending: PendingQuestion, window: QuestionWindow, againstWindow: QuestionWindow?, now: Int64)
        -> [Effect]
    {
        guard let asked = pending.data else { return [] }
        let reading = pending.reading
        let data = source(for: window, data: asked, now: now)
        let days =
            AnswerRules.usesDays(reading, window: window) || (reading.compare != nil && window.hours >= 23) || data.forecast.hours.isEmpty
        var answer: QuestionAnswer
        guard let slots = AnswerRules.slots(data, window: window, days: days) ?? AnswerRules.slots(data, window: window, days: true) else {
            // Past what the forecast holds: say how far it reaches.
            answer = QuestionAnswer(
                request: pending.request, reading: reading, place: pending.place, window: window, verdict: .none, figures: [], rule: .first,
                data: data)
            answer.reachesTo = data.forecast.days.last.map { $0.time } ?? data.forecast.hours.last?.time ?? now
            return shown(answer)
        }
        if let comparison = reading.compare {
            let otherData: WeatherData
            let otherWindow: QuestionWindow
            if let againstWindow {
                otherData = source(for: againstWindow, data: asked, now: now)
                otherWindow = againstWindow
            } else {
                otherData = pending.otherData ?? asked
                otherWindow = window
            }
            let otherDays = days || otherWindow.hours >= 23
            let against =
                AnswerRules.slots(otherData, window: otherWindow, days: otherDays)
                ?? AnswerRules.slots(otherData, window: otherWindow, days: true)
            guard let against else {
                answer = QuestionAnswer(
                    request: pending.request, reading: reading, place: pending.place, window: otherWindow, verdict: .none, figures: [],
                    rule: .first, data: otherData)
                answer.reachesTo = otherData.forecast.days.last?.time ?? now
                return shown(answer)
            }
            let decided = AnswerRules.compare(comparison, asked: slots, against: against)
            answer = QuestionAnswer(
                request: pending.request, reading: reading, place: pending.place, window: window, verdict: decided.verdict,
                figures: decided.figures, rule: decided.rule, data: data)
            answer.otherPlace = pending.otherPlace
            answer.otherData = otherData
            answer.againstWindow = againstWindow
            return shown(answer)
        }
        let decided = AnswerRules.decide(reading, slots: slots, data: data)
        answer = QuestionAnswer(
            request: pending.request, reading: reading, place: pending.place, window: window, verdict: decided.verdict,
            figures: decided.figures, rule: decided.rule, data: data)
        if let last = data.forecast.days.last, last.time < window.to - 86_400, case .day? = slots.last?.row {
            answer.heldTo = last.time
        }
        return shown(answer)
    }

    private mutating func shown(_ answer: QuestionAnswer) -> [Effect] {
        state.answer = answer
        state.answerShown = true
        if answer.request.quiet { return [.render(.quietAnswer(answer.reachesTo != nil ? 2 : answer.verdict.quietStatus))] }
        return [.render(.answer(answer))]
    }

    /// The weather fetched for a question's place: the question goes on; the session stays where
    /// it is (the data on screen is updated only when it is the same place's).
    package mutating func askFetched(_ pending: PendingQuestion, place: Place, result: Result<FetchedPlace, FetchFailure>) -> [Effect] {
        var pending = pending
        switch result {
        case .failure(let failure):
            return askFailed(pending, failure.report("ask: \(shown(place)): \(failure.message)"), cancelled: failure.isCancellation)
        case .success(let fetched):
            var data = fetched.data
            data.place = place
            if let shownData = state.data, shownData.place.isSamePlace(as: place) { state.data = data }
            if pending.data == nil, pending.place.isSamePlace(as: place) {
                pending.data = data
            } else {
                pending.otherData = data
            }
            return answer(pending)
        }
    }

    /// A fetch a question waited for failed: one line (status 2 alone under `ask -q`); nothing
    /// when Ctrl-C stopped it.
    private func askFailed(_ pending: PendingQuestion, _ report: ErrorReport, cancelled: Bool) -> [Effect] {
        if cancelled { return [] }
        return refuseQuestion(pending.request, report)
    }

    /// The dated weather a past-day question waited for.
    package mutating func askDated(_ pending: PendingQuestion, result: Result<DatedWeather, FetchFailure>) -> [Effect] {
        switch result {
        case .failure(let failure):
            return askFailed(pending, failure.report("ask: \(failure.message)"), cancelled: failure.isCancellation)
        case .success(let weather):
            state.dated = weather
            return answer(pending, daysFetched: true)
        }
    }
}
