// Shared by every harness (compiled into each one by scripts/fuzz): checks that turn silent
// misbehaviour into findings, the input as lines, the repository's data, and the API client
// (compiled in from WeatherIO's Providers by scripts/fuzz) answered from memory.
import Foundation

@testable import WeatherCore

// MARK: - Findings

/// Stops the run with a finding: libFuzzer sees the abort and keeps the input as a reproducer.
func finding(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\n==wxsh-fuzz== FINDING: \(message)\n".utf8))
    abort()
}

/// A finding unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { finding(message()) }
}

/// `text` with the scalars shown as code points, so a report can name what was wrong.
func visible(_ text: String, limit: Int = 300) -> String {
    var out = ""
    for scalar in text.unicodeScalars.prefix(limit) {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value > 0x7E {
            out += "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

// MARK: - Checks on output

/// Text about to reach a terminal: no C0 or C1 control, DEL or bidi override; newlines only
/// where the text is several lines.
/// A message (a `Phrase`): its English text, as every language's is made from it.
func checkTerminalSafe(_ message: Phrase, multiline: Bool, what: @autoclosure () -> String) {
    checkTerminalSafe(message.english, multiline: multiline, what: what())
}

func checkTerminalSafe(_ text: String, multiline: Bool, what: @autoclosure () -> String) {
    for scalar in text.unicodeScalars where TerminalSafety.isUnsafe(scalar) {
        if multiline && scalar == "\n" { continue }
        finding("\(what()) holds an unsafe character U+\(String(scalar.value, radix: 16, uppercase: true)): \(visible(text))")
    }
}

/// Rendered text (colour off): terminal-safe, and no `nan` or `inf` shown as a number.
func checkRenderedText(_ text: String, what: @autoclosure () -> String) {
    checkTerminalSafe(text, multiline: true, what: what())
    checkNoNonFiniteNumbers(text, what: what())
}

/// Rendered text with colour on: only SGR sequences (`ESC [ digits ; … m`) may use ESC.
func checkColouredText(_ text: String, what: @autoclosure () -> String) {
    var plain = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\u{1B}", scalars.first == "[" {
            var rest = scalars.dropFirst()
            while let next = rest.first, next == ";" || ("0"..."9").contains(next) { rest = rest.dropFirst() }
            if rest.first == "m" {
                scalars = rest.dropFirst()
                continue
            }
        }
        plain.append(scalar)
    }
    checkRenderedText(String(plain), what: what() + " (colour)")
}

/// One line of JSON output: a single line, terminal-safe, an object JSONSerialization parses.
func checkJSONLine(_ text: String, what: @autoclosure () -> String) {
    checkTerminalSafe(text, multiline: false, what: what())
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
        finding("\(what()) is not valid JSON: \(visible(text, limit: 2000))")
    }
    require(object is [String: Any], "\(what()) is not a JSON object: \(visible(text))")
}

/// What the current input is allowed to make appear in the output.
enum Allowance {
    /// Whether `nan` and `inf` in rendered text are findings: off where place names from the
    /// gazetteer are shown (Nan is a town in Thailand).
    nonisolated(unsafe) static var nonFiniteWordsAreFindings = true
    /// `nan` and `inf` when the input itself holds them (as text, in a name or a description).
    nonisolated(unsafe) static var wordsInInput: Set<String> = []

    /// Notes which of the words the input holds; call at the start of each input.
    static func begin(_ data: Data) {
        let lower = String(decoding: data, as: UTF8.self).lowercased()
        wordsInInput = Set(["nan", "inf"].filter { lower.contains($0) })
    }
}

/// `nan`, `inf`, `-inf` or `infinity` standing as a word: a non-finite number was formatted.
func checkNoNonFiniteNumbers(_ text: String, what: @autoclosure () -> String) {
    guard Allowance.nonFiniteWordsAreFindings else { return }
    let lowered = text.lowercased()
    guard lowered.contains("nan") || lowered.contains("inf") else { return }
    let lower = Array(lowered.unicodeScalars)
    func isLetter(_ i: Int) -> Bool { i >= 0 && i < lower.count && lower[i].properties.isAlphabetic }
    for word in ["nan", "inf", "infinity"] where !Allowance.wordsInInput.contains(String(word.prefix(3))) {
        let pattern = Array(word.unicodeScalars)
        var i = 0
        while i + pattern.count <= lower.count {
            if lower[i] == pattern[0], Array(lower[i..<i + pattern.count]) == pattern,
                !isLetter(i - 1), !isLetter(i + pattern.count)
            {
                finding("\(what()) shows a non-finite number (`\(word)`): \(visible(text, limit: 2000))")
            }
            i += 1
        }
    }
}

// MARK: - Reading the input

/// The input as lines of text (invalid UTF-8 repaired, as the shell's reader does), at most `limit`.
func lines(of data: Data, limit: Int) -> [String] {
    String(decoding: data, as: UTF8.self)
        .split(separator: "\n", maxSplits: limit, omittingEmptySubsequences: false)
        .prefix(limit).map(String.init)
}

// MARK: - The repository's data

enum Repo {
    /// The repository root: `WXSH_REPO` (set by scripts/fuzz), else two folders above this file.
    static let root: URL = {
        if let explicit = ProcessInfo.processInfo.environment["WXSH_REPO"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    static func data(_ relative: String) -> Data {
        guard let data = try? Data(contentsOf: root.appendingPathComponent(relative)) else {
            finding("cannot read \(relative) under \(root.path); set WXSH_REPO")
        }
        return data
    }

    static let oneCallBytes = data("Resources/london/onecall.json")
    static let airPollutionBytes = data("Resources/london/air_pollution.json")

    /// The bundled London data, as wxsh starts on it.
    static let london: WeatherData = {
        do {
            return try BundledData.decode(
                forecast: oneCallBytes, airPollution: airPollutionBytes,
                place: data("Resources/london/place.json"))
        } catch {
            finding("the bundled London data does not decode: \(error)")
        }
    }()

    /// Every language's question words, as shipped (`Resources/lang/CODE.ask`).
    static let questionWords: [Language: QuestionWords] = {
        var found: [Language: QuestionWords] = [:]
        for language in Language.allCases {
            let text = String(decoding: data("Resources/lang/\(language.rawValue).ask"), as: UTF8.self)
            guard case .success(let words) = QuestionWords.read(text, language: language) else {
                finding("Resources/lang/\(language.rawValue).ask cannot be read")
            }
            found[language] = words
        }
        return found
    }()

    /// The real offline gazetteer.
    static let gazetteer: Gazetteer = {
        do {
            return try Gazetteer(data: Data(contentsOf: root.appendingPathComponent("Resources/places.wxg")))
        } catch {
            finding("cannot open Resources/places.wxg: \(error)")
        }
    }()
}

/// Loads the shared data before the first input, so its allocations are not counted against
/// an input by libFuzzer's leak check.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    _ = Repo.london
    _ = Repo.gazetteer.count
    _ = Repo.questionWords.count
    return 0
}

/// A fixed clock, so runs are reproducible: 2023-03-26T12:00:00Z, a day after the London data.
let fuzzNow: Int64 = 1_679_832_000

// MARK: - Rendering weather

/// The styles every view is rendered in: narrow and wide, plain and coloured, ASCII and emoji.
let textStyles: [RenderStyle] = [
    RenderStyle(width: 40, color: false, unicode: true),
    RenderStyle(width: 80, color: false, unicode: true),
    RenderStyle(width: 80, color: false, unicode: false)
]

/// Renders every tab and every forecast day of `data` as text (40 and 80 columns, ASCII,
/// colour) and JSON, in every unit system, checking each output.
func renderEverything(_ data: WeatherData, what: @autoclosure () -> String) {
    let texts: [(Units, RenderStyle)] = [
        (.metric, textStyles[0]), (.imperial, textStyles[1]), (.standard, textStyles[2]),
        (.metric, RenderStyle(width: 80, color: true, unicode: true))
    ]
    for (units, style) in texts {
        let tabs = TabRenderer(data: data, units: units, style: style)
        for tab in WeatherTab.allCases {
            let text = tabs.text(tab)
            if style.color {
                checkColouredText(text, what: "\(what()): \(tab) text, \(units)")
            } else {
                checkRenderedText(text, what: "\(what()): \(tab) text, \(units), width \(style.width), unicode \(style.unicode)")
            }
        }
    }
    for units in Units.allCases {
        let tabs = TabRenderer(data: data, units: units, style: textStyles[1])
        for tab in WeatherTab.allCases {
            checkJSONLine(tabs.json(tab).serialized, what: "\(what()): \(tab) JSON, \(units)")
        }
    }
    let days = min(8, data.forecast.days.count)
    guard days > 0 else { return }
    let narrow = DayRenderer(data: data, units: .metric, style: textStyles[0])
    let wide = DayRenderer(data: data, units: .imperial, style: textStyles[1])
    let standard = DayRenderer(data: data, units: .standard, style: textStyles[1])
    for day in 1...days {
        checkRenderedText(narrow.text(day: day), what: "\(what()): day \(day) text, metric, width 40")
        checkRenderedText(wide.text(day: day), what: "\(what()): day \(day) text, imperial, width 80")
        checkJSONLine(standard.json(day: day).serialized, what: "\(what()): day \(day) JSON")
    }
}

/// The widths `present` renders at: 80 columns, and 40 too when a harness asks.
enum PresentWidths {
    nonisolated(unsafe) static var narrowToo = true
}

/// Renders what a session asked for, in its current format, and checks it.
func present(_ view: View, state: SessionState, what: @autoclosure () -> String) {
    for style in PresentWidths.narrowToo ? Array(textStyles.prefix(2)) : [textStyles[1]] {
        let text = Presenter(style: style, now: fuzzNow, files: [("state", "/tmp/state.json")]).render(view, state: state)
        if state.format == .json {
            if !text.isEmpty { checkJSONLine(text, what: "\(what()): \(view)") }
        } else {
            checkRenderedText(text, what: "\(what()): \(view), width \(style.width)")
        }
    }
}

// MARK: - The API client, answered from memory

/// Runs async code to completion from the synchronous fuzz entry point.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let box = BlockingBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await body()
        done.signal()
    }
    done.wait()
    guard let value = box.value else { finding("an async call finished without a value") }
    return value
}

/// Carries a result from the task to the waiting thread (the semaphore orders the accesses).
final class BlockingBox<T>: @unchecked Sendable { var value: T? }

/// A client whose every request is answered by `answer(path)` without a network.
func memoryClient(_ answer: @escaping @Sendable (String) -> HTTPResponse) -> OpenWeatherClient {
    let transport = HTTPTransport { request throws(TransportError) in answer(request.url.path) }
    return OpenWeatherClient(
        baseURL: URL(string: "http://127.0.0.1:9")!, key: APIKey(fuzzKey),
        transport: transport, now: { Date(timeIntervalSince1970: TimeInterval(fuzzNow)) })
}

/// The key the memory client sends; a message that shows it has leaked it.
let fuzzKey = "0123456789abcdef0123456789abcdef"

/// An API error's message: one safe line, without the key.
func checkAPIError(_ error: APIError, what: @autoclosure () -> String) {
    checkTerminalSafe(error.message, multiline: false, what: what())
    require(!error.message.english.contains(fuzzKey), "\(what()) shows the API key: \(error.message)")
}

/// A successful answer's body decoded exactly as the live client has it decoded (limits first);
/// nil when the client would refuse it, after checking that refusal's message.
func clientDecode<T: Decodable>(_ type: T.Type, _ body: Data, path: String) -> T? {
    do throws(APIError) {
        return try OpenWeatherAnswer.decode(body, as: type, path: path) { OpenWeatherClient.scrub($0, key: APIKey(fuzzKey)!) }
    } catch {
        checkAPIError(error, what: "decoding \(path)")
        return nil
    }
}
