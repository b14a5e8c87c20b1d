import Testing
import WXTestSupport

@testable import WeatherCore

/// Messages WeatherIO makes in English, as `Words.message` says them from their catalog
/// templates: the values go in their places even when a place's name holds commas, and an
/// English reason or age inside is said in the language too.
@Suite struct IOMessageWordsTests {
    @Test func cachedDataNotesPutThePlaceAndTheAgeInTheirPlaces() throws {
        let german = try LanguageGoldenTests.words(.de)
        let japanese = try LanguageGoldenTests.words(.ja)
        let note = "no API key is set; showing cached data for München, Bayern, DE (2 h 5 min old)"
        #expect(
            german.message(note)
                == "kein API-Schlüssel gesetzt; zeige zwischengespeicherte Daten für München, Bayern, DE (2 Std. 5 Min. alt)")
        #expect(
            japanese.message("showing cached data for 東京都, 東京都, JP (less than a minute old)")
                == "東京都, 東京都, JP のキャッシュのデータを表示します(1分未満前のもの)")
    }

    /// The parts of a state file that could not be read, a list of the catalog's texts, are
    /// each said in the language; a place's name with commas is left as it is.
    @Test func aStateFileWarningSaysItsPartsInTheLanguage() throws {
        let german = try LanguageGoldenTests.words(.de)
        let said = german.message(
            "/home/a/state.json: the tab, saved place 2 could not be read and were left out; the file as it was is kept in /home/a/state.json.corrupt-1"
        )
        #expect(
            said
                == "/home/a/state.json: der Tab, gespeicherter Ort 2 waren nicht lesbar und wurden ausgelassen; die ursprüngliche Datei liegt in /home/a/state.json.corrupt-1"
        )
    }

    @Test func aPlacesCommasDoNotMakeItAList() throws {
        let german = try LanguageGoldenTests.words(.de)
        #expect(german.message("cannot read New York, NY, US: no such file") == "New York, NY, US nicht lesbar: Datei nicht gefunden")
        #expect(german.message("cannot read Rain, Bavaria, DE: no such file") == "Rain, Bavaria, DE nicht lesbar: Datei nicht gefunden")
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
        #expect(words.message(APIError.invalidKey.message) == Words.fill(expected, with: [APIError.keysPage]))
    }
}
