import CoreState
import CoreSupport

/// `ask QUESTION`: a question in plain words, answered from the forecast. A line that is not a
/// command and reads as a question is asked without the word.
package enum AskCommand {
    /// `ask` or `ask -q` with nothing after it.
    static func noQuestion(_ arguments: CommandArguments) -> CommandError {
        arguments.error(.noQuestion)
    }

    package static let descriptor = CommandDescriptor(
        app: .weather, name: "ask", usage: "ask [-q] QUESTION",
        summary: "a question in plain words: will it rain tomorrow? is Paris warmer than London?",
        details: """
            Answers a weather question typed in any of wxsh's twelve languages from the forecast, \
            in the session's language: the verdict first (yes, no, likely, unlikely, the number, \
            the time), then the figures that decide it with their times, the place and the hours \
            covered, and the data's source and age. A line that is not a command and looks like \
            a question (a question mark, a question word, a weather or time word) is asked \
            without `ask`; a command always stays a command. `ask -q QUESTION` prints nothing and \
            ends with status 0 for yes, 1 for no and 2 when it cannot answer, as `grep -q` does.
            It understands the weather in general; temperature (warm, cold, high, low, feels \
            like); rain, snow, drizzle and storms (whether, how much, the chance, when they start \
            or stop); wind and gusts; sun and cloud; fog; humidity; UV; air quality; sunrise, \
            sunset and the moon; and advice. Times are the place's own: now, today, tonight, this \
            morning, afternoon or evening, tomorrow and the day after, weekdays (this and next), \
            the weekend, this and next week, an hour (`3pm`, `15 Uhr`, `15時`), in N hours or \
            days, the next N hours, a date (`14 March`, `14.3.`, `2026-12-01`, `12月1日`) and past \
            dates. Unsaid, rain and advice cover the next 12 hours, the high, low, sunrise and \
            sunset today, the rest now. A place is named as the language names it (`in Paris`, \
            `w Warszawie`, `東京の天気`); another place's weather is fetched as `location` would \
            fetch it, but the session stays where it is and the answer ends with the `location` \
            command that goes there. `warmer`, `colder`, `wetter` and `windier` compare with \
            another day or another place.
            The rules: precipitation is likely when its chance in the window reaches 40% or 0.5 mm \
            falls (snow and storms: the same, with snow or thunder in the conditions); an \
            umbrella when rain is likely; a coat when it feels under 12°C or rain is likely; \
            sunscreen when the UV index reaches 3; windy from 8 m/s (gusts from 13 m/s); sunny \
            when clouds average 30% or less, cloudy from 70%; fog when visibility falls under \
            1,000 m; good for a run when it is dry (chance under 30%), feels 5–25°C and the wind \
            is under 8 m/s; for a bike ride the same with the wind under 6 m/s and gusts under \
            11 m/s; for drying washing dry (under 20%) with humidity under 80%. `explain` after an \
            answer names every field and the rule it used. The words it reads are lang/CODE.ask, \
            beside the catalogs.
            """,
        completions: [],
        parse: { arguments in
            guard var text = arguments.text else { return .failure(noQuestion(arguments)) }
            var quiet = false
            let (first, rest) = text.splitFirstWord()
            if first == "-q" {
                quiet = true
                text = rest
            }
            guard !text.isEmpty else { return .failure(noQuestion(arguments)) }
            return .success(.weather(.ask(AskRequest(text: text, quiet: quiet))))
        })
}
