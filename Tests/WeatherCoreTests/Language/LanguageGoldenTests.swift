import Foundation
import Testing
import WXTestSupport

@testable import WeatherCore

/// Every tab, `day 3`, `places` and `status` in each of the twelve languages, on the bundled
/// London data: whole at 80 columns against `Golden/lang/CODE.txt`, and at 40, 80 and 160
/// columns no line wider than the terminal (in display columns: CJK characters take two).
@Suite struct LanguageGoldenTests {
    static let gazetteer = try? GazetteerFixture.open()

    /// The words of a language, from its catalog in Resources/lang, as wxsh reads them.
    static func words(_ language: Language) throws -> Words {
        guard language != .en else { return .english }
        let bytes = Fixtures.data("Resources/lang/\(language.rawValue).po")
        let catalog = try MessageCatalog.parse(Array(bytes)).get()
        return Words(language: language, catalog: catalog)
    }

    /// The views of the Done-when list, one after another, as a person would see them.
    static func views(_ language: Language, width: Int) throws -> String {
        var data = try Fixtures.london()
        // London by its name in the language, as wxsh names the bundled place at start.
        if let gazetteer = Self.gazetteer { data.place = gazetteer.withLocalNames(data.place) }
        var state = SessionState(data: data)
        state.lang = language
        state.words = try words(language)
        state.places = [data.place]
        let observed = data.forecast.observed ?? 0
        let presenter = Presenter(
            style: RenderStyle(width: width, color: false, unicode: true, zoneNames: Fixtures.londonZoneNames),
            now: observed + 3600)
        var views: [View] = WeatherTab.allCases.map { .tab($0) }
        views += [.day(3), .savedPlaces([SavedPlaceSummary(place: data.place, data: data)]), .status, .financeTab]
        return views.map { presenter.render($0, state: state) }.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases)
    func everyViewAt80Columns(language: Language) throws {
        let text = try Self.views(language, width: 80)
        if let difference = Golden.check(text + "\n", name: "lang/\(language.rawValue).txt", folder: Fixtures.goldenFolder) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(arguments: Language.allCases)
    func everyViewFitsEveryWidth(language: Language) throws {
        for width in [40, 80, 160] {
            let text = try Self.views(language, width: width)
            for line in text.split(separator: "\n") {
                #expect(TextWidth.of(String(line)) <= width, "\(language) at \(width): \(line)")
            }
        }
    }

    @Test func englishIsTheSameAsBefore() throws {
        // English has no catalog, and its views are what every other golden file holds.
        let data = try Fixtures.london()
        let style = RenderStyle(width: 80, color: false, unicode: true, zoneNames: Fixtures.londonZoneNames)
        let english = TabRenderer(data: data, units: .metric, style: style).text(.now)
        let expected = try String(contentsOf: Fixtures.goldenFolder.appendingPathComponent("now-metric-80.txt"), encoding: .utf8)
        #expect(english + "\n" == expected)
    }

    @Test func helpLangListsEveryLanguageAndFitsFortyColumns() {
        let text = HelpText.text(topic: "lang", app: .weather, style: RenderStyle(width: 40), currency: .pound)
        for language in Language.allCases {
            #expect(text.contains("  \(language.rawValue)         \(language.nativeName)"), "help lang lacks \(language)")
        }
        for line in text.split(separator: "\n") { #expect(TextWidth.of(String(line)) <= 40, "\(line)") }
    }

    @Test func tabCompletesTheCodes() {
        #expect(Completer.candidates(line: "lang ", app: .weather) == Language.allCases.map(\.rawValue).sorted())
        #expect(Completer.candidates(line: "lang j", app: .finance) == ["ja"])
    }

    @Test func langAloneIsTheCodeInJSONAndTheNameInText() {
        var state = SessionState()
        state.format = .json
        let presenter = Presenter(style: RenderStyle(), now: 0)
        #expect(presenter.render(.setting(name: "lang", value: "ja"), state: state) == #"{"lang":"ja"}"#)
        state.format = .text
        #expect(presenter.render(.setting(name: "lang", value: "ja"), state: state) == "lang: ja (日本語)")
    }

    @Test func theViewsSpeakTheLanguage() throws {
        // Spot checks a reader can follow, beside the goldens.
        let german = try Self.views(.de, width: 80)
        #expect(german.contains("8,1 °C"))
        #expect(german.contains("März"))
        let japanese = try Self.views(.ja, width: 80)
        #expect(japanese.contains("2023年3月25日"))
        let russian = try Self.views(.ru, width: 80)
        #expect(russian.contains("марта"))
        #expect(!russian.contains("Humidity"))
        #expect(russian.hasPrefix("Лондон, Англия, GB\n"), "the place and its region in Russian")
    }
}
