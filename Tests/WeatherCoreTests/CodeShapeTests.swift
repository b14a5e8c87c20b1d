import Foundation
import Testing
import WXTestSupport

/// The shape issue 13 gave the code, kept by reading the sources: a thin executable, a small
/// public surface, and OpenWeather's wire format in its provider's folder only.
@Suite struct CodeShapeTests {
    /// Every Swift file under `folder` (relative to the repository), with its text.
    static func sources(_ folder: String) throws -> [(path: String, text: String)] {
        let root = RepoPaths.root.appendingPathComponent(folder)
        let names = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ("\(folder)/\($0)", try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    /// The types a line declares `public` or `open` (a struct, class, enum, protocol, actor or
    /// typealias, nested ones included).
    static func publicTypes(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = ["final", "indirect", "nonisolated"]
        var found: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first, first == "public" || first == "open" else { continue }
            var index = 1
            while index < words.count, modifiers.contains(words[index]) { index += 1 }
            guard index + 1 < words.count, kinds.contains(words[index]) else { continue }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            found.append(String(name))
        }
        return found
    }

    /// The executable only wires things: main, flags, the libedit line reader, signals.
    @Test func theExecutableIsAtMost400Lines() throws {
        let files = try Self.sources("Sources/wxsh")
        #expect(files.count >= 2, "Sources/wxsh was not found")
        let total = files.reduce(0) { $0 + Self.lineCount($1.text) }
        let each = files.map { "\($0.path) \(Self.lineCount($0.text))" }.joined(separator: ", ")
        #expect(total <= 400, "Sources/wxsh is \(total) lines: \(each)")
    }

    /// Only what another target uses is public, and that is at most 30 types across the two
    /// libraries.
    @Test func atMost30PublicTypesAcrossTheLibraries() throws {
        let files = try Self.sources("Sources/WeatherCore") + Self.sources("Sources/WeatherIO")
        let declared = files.flatMap { file in Self.publicTypes(in: file.text).map { "\($0) (\(file.path))" } }
        #expect(declared.count <= 30, "\(declared.count) public types:\n\(declared.joined(separator: "\n"))")
    }

    /// The count can fail: it sees public and open types, nested ones and modifiers, and not
    /// internal types or public members.
    @Test func thePublicTypeCountSeesWhatItShould() {
        let text = """
            public struct Forecast {
                public enum Kind { case a }
                public var kind: Kind
                public func render() -> String { "" }
            }
            public final class Runner {}
            open class Base {}
            public typealias Lines = [String]
            struct Hidden {}
            package struct Shared {}
            """
        #expect(Self.publicTypes(in: text) == ["Forecast", "Kind", "Runner", "Base", "Lines"])
    }

    /// OpenWeather's wire format (One Call) is known only to its provider's folder: views, the
    /// session and the cache see the provider-neutral model. Text may name it (`explain` shows
    /// the Swift property a field decodes into, issue 46): comments and string literals are not
    /// code that uses it.
    @Test func oneCallIsNamedOnlyByTheOpenWeatherProvider() throws {
        var outside: [String] = []
        for file in try Self.sources("Sources") where !file.path.contains("/Providers/OpenWeather/") {
            for (number, line) in Self.codeLines(file.text).enumerated() where line.contains("OneCall") || line.contains("oneCall") {
                outside.append("\(file.path):\(number + 1)")
            }
        }
        #expect(outside.isEmpty, "One Call outside Providers/OpenWeather/:\n\(outside.joined(separator: "\n"))")
        #expect(
            Self.codeLines("let a = OneCall.self // OneCall\nlet b = \"OneCall\"\n\"\"\"\nOneCall\n\"\"\"") == [
                "let a = OneCall.self ", "let b = ", "", "", ""
            ])
    }

    /// A source's lines with comments, string literals and multi-line literals blanked out.
    static func codeLines(_ text: String) -> [String] {
        var inLiteral = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.contains("\"\"\"") {
                inLiteral.toggle()
                return ""
            }
            if inLiteral { return "" }
            var code = String(line)
            if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
            return code.replacing(/"(?:[^"\\]|\\.)*"/, with: "")
        }
    }

    /// Where `text` gives `.error(` a string literal (on the same line or the next), as
    /// `line: code`; comments are not code.
    static func literalErrors(in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), let call = line.range(of: ".error(") else { continue }
            var rest = line[call.upperBound...].drop { $0 == " " }
            if rest.isEmpty, index + 1 < lines.count { rest = lines[index + 1].drop { $0 == " " } }
            if rest.hasPrefix("\"") { found.append("\(index + 1): \(code)") }
        }
        return found
    }

    /// Every error is a typed message (`.error(.dayOutOfRange(last: 8))`, an enum per area that
    /// makes its `Phrase` in one place), never an English sentence written at the call site
    /// (issue 47): a sentence there has its values in it already, as texts no language says.
    @Test func noErrorIsAnEnglishLiteral() throws {
        var found: [String] = []
        for file in try Self.sources("Sources") {
            found += Self.literalErrors(in: file.text).map { "\(file.path):\($0)" }
        }
        #expect(found.isEmpty, "errors written as English text, not typed messages:\n\(found.joined(separator: "\n"))")
    }

    /// The search can fail: it finds a literal after `.error(` on its line or the next, and
    /// not a typed message, a report made elsewhere or a comment's example.
    @Test func theLiteralErrorSearchSeesWhatItShould() {
        let text = """
            return [.error("day: choose a day from 1 (today) to \\(count)")]
            return .failure(arguments.error("`\\(shown)` is not on or off"))
            return [
                .error(
                    "history: at most a year")
            ]
            return [.error(.dayOutOfRange(last: count))]
            return [.error(failure.report("day: \\(failure.message)"))]
            /// Written as a string (`.error("day: …")`) it is a usage error.
            """
        #expect(Self.literalErrors(in: text).map { $0.prefix(2) } == ["1:", "2:", "4:"])
    }
}
