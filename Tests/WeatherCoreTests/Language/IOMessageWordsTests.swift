import Testing
import WXTestSupport

@testable import WeatherCore

/// Messages WeatherIO makes are typed values (`Phrase`): each is said from its own catalog
/// template, with a reason or an age inside it said in the language too, and a place's name
/// (commas and all) put in its place as it is.
@Suite struct IOMessageWordsTests {
    @Test func cachedDataNotesPutThePlaceAndTheAgeInTheirPlaces() throws {
        let german = try LanguageGoldenTests.words(.de)
        let japanese = try LanguageGoldenTests.words(.ja)
        let reason: Phrase = "no API key is set"
        let minutes = 5
        let age: Phrase = "\(2) h \(minutes) min old"
        let note: Phrase = "\(reason); showing cached data for \("München, Bayern, DE") (\(age))"
        #expect(german(note) == "kein API-Schlüssel gesetzt; zeige zwischengespeicherte Daten für München, Bayern, DE (2 Std. 5 Min. alt)")
        let fresh: Phrase = "less than a minute old"
        #expect(
            japanese("showing cached data for \("東京都, 東京都, JP") (\(fresh))") == "東京都, 東京都, JP のキャッシュのデータを表示します(1分未満前のもの)")
    }

    /// The parts of a state file that could not be read, a list of the catalog's texts, are
    /// each said in the language.
    @Test func aStateFileWarningSaysItsPartsInTheLanguage() throws {
        let german = try LanguageGoldenTests.words(.de)
        let path = "/home/a/state.json"
        let parts: [Phrase] = ["the tab", "saved place \(2)"]
        let said: Phrase = "\(path): \(list: parts) could not be read and were left out"
        #expect(
            german("\(said); the file as it was is kept in \(path + ".corrupt-1")")
                == "/home/a/state.json: der Tab, gespeicherter Ort 2 waren nicht lesbar und wurden ausgelassen; die ursprüngliche Datei liegt in /home/a/state.json.corrupt-1"
        )
    }

    /// A place's commas are its own: a value is never read back as a list or a sentence.
    @Test func aPlacesCommasDoNotMakeItAList() throws {
        let german = try LanguageGoldenTests.words(.de)
        for place in ["New York, NY, US", "Rain, Bavaria, DE"] {
            #expect(german("cannot read \(place): \(FileReadError.notFound.message)") == "\(place) nicht lesbar: Datei nicht gefunden")
        }
    }

    /// Open-Meteo's network failures are OpenWeather's, naming its own variable, in every language.
    @Test func openMeteoNamesItsOwnVariableInTheLanguage() throws {
        let german = try LanguageGoldenTests.words(.de)
        let failure = OpenMeteoError.network(.connectionRefused(host: "127.0.0.1:9")).message
        let said = german(failure)
        #expect(said.contains("OPEN_METEO_API_URL") && !said.contains("OPENWEATHER_API_URL") && said != failure.english, "\(said)")
        #expect(failure.english == "127.0.0.1:9 refused the connection: check OPEN_METEO_API_URL, or try again later")
    }
    /// The 401 message says a new key may take *up to* two hours, as the English does, never
    /// "only after" them (issue 47).
    @Test(arguments: [
        (
            Language.ru,
            "OpenWeather отклонил ключ API (401): проверьте его командой `key` или получите новый на %@ (новому ключу может понадобиться до 2 часов, чтобы заработать)"
        ),
        (
            .pl,
            "OpenWeather odrzucił klucz API (401): sprawdź go przez `key` albo zdobądź nowy na %@ (aktywacja nowego klucza może potrwać do 2 godzin)"
        ),
        (
            .uk,
            "OpenWeather відхилив ключ API (401): перевірте його командою `key` або отримайте новий на %@ (новому ключу може знадобитися до 2 годин, щоб запрацювати)"
        )
    ])
    func aNewKeyTakesUpToTwoHours(language: Language, expected: String) throws {
        let words = try LanguageGoldenTests.words(language)
        #expect(words(APIError.invalidKey.message) == Words.fill(expected, with: [APIError.keysPage]))
    }

    /// A figure's owner is a message of its own inside the refusal, said once: not
    /// "вкладки вкладки city" as when the refusal's template named the tab too.
    @Test func explainsRefusalNamesTheTabOnce() throws {
        for (language, expected) in [
            (Language.ru, "explain: `bogus` — не число вкладки city; её числа: temperature"),
            (.uk, "explain: `bogus` — не число вкладки city; її числа: temperature")
        ] {
            let words = try LanguageGoldenTests.words(language)
            let owner = Phrase("the \("city") tab")
            #expect(words("explain: `\("bogus")` is not a figure of \(owner); its figures: \("temperature")") == expected)
        }
    }
}
