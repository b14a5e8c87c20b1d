import Foundation
import Testing
import WXTestSupport

/// The man page in the eleven other languages: man/LANG/wxsh.1, made by scripts/make-man from
/// the English man/wxsh.1 and the catalogs Resources/lang/man/LANG.po. The pages committed are
/// the ones the script makes, each renders without a warning, has every section of the English
/// page under a translated heading, and names every option of `--help` and every command of `help`.
@Suite struct ManPageTranslationTests {
    static let languages = ["de", "es", "fr", "it", "ja", "nl", "pl", "pt", "ru", "uk", "zh"]

    static func text(_ path: String) -> String {
        (try? String(contentsOf: RepoPaths.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The page's `.SH` headings, in order.
    static func headings(_ page: String) -> [String] {
        page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map {
            String($0.dropFirst(4)).replacingOccurrences(of: "\"", with: "")
        }
    }

    /// The page's words as a reader sees them: roff's `\-` a hyphen, no font changes.
    static func plain(_ page: String) -> String {
        page.replacingOccurrences(of: "\\-", with: "-").replacing(/\\f[RBIP]/, with: "")
    }

    /// Runs scripts/make-man with the arguments; its exit status and standard error.
    static func makeMan(_ arguments: [String]) -> RunResult {
        Run.process(
            "/usr/bin/env", ["python3", RepoPaths.root.appendingPathComponent("scripts/make-man").path] + arguments,
            environment: ProcessInfo.processInfo.environment, currentDirectory: RepoPaths.root.path)
    }

    @Test func theCommittedPagesAndCatalogsAreCurrentAndWhole() {
        let check = Self.makeMan(["--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr == "", "\(check.stderr)")
    }

    /// A paragraph added to the English page, and one changed, fail the script until translated:
    /// it names the language, the line and the first words of each, adds them to the catalog with
    /// an empty msgstr, keeps the changed one's old translation as an obsolete entry, and writes
    /// the page with the English text meanwhile.
    @Test func aUnitWithNoTranslationFailsAndIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxsh-make-man-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalogs = folder.appendingPathComponent("catalogs")
        try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
        let source = Self.text("man/wxsh.1")
        let description = try #require(source.range(of: ".SH DESCRIPTION\n"))
        let changed = try #require(source.range(of: "Never touch the network.\n"))
        var edited = source
        edited.replaceSubrange(changed, with: "Never touch the network, not even once.\n")
        edited.insert(contentsOf: "A new paragraph, \\fBnew\\fR and untranslated.\n.PP\n", at: description.upperBound)
        let line = edited[..<description.upperBound].filter { $0 == "\n" }.count + 1
        let page = folder.appendingPathComponent("wxsh.1")
        try edited.write(to: page, atomically: true, encoding: .utf8)
        let german = Self.text("Resources/lang/man/de.po")
        try german.write(to: catalogs.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)

        let run = Self.makeMan([
            "--source", page.path, "--catalogs", catalogs.path, "--pages", folder.appendingPathComponent("pages").path, "--lang", "de"
        ])
        #expect(run.status == 1)
        let stderr = run.stderr.split(separator: "\n")
        #expect(stderr.first?.hasPrefix("make-man: error: de: 2 of ") == true, "\(run.stderr)")
        #expect(stderr.contains("  man/wxsh.1:\(line) (paragraph in DESCRIPTION): A new paragraph, new and untranslated."), "\(run.stderr)")
        #expect(stderr.contains { $0.hasSuffix("(paragraph in OPTIONS): Never touch the network, not even once.") }, "\(run.stderr)")
        let catalog = try String(contentsOf: catalogs.appendingPathComponent("de.po"), encoding: .utf8)
        #expect(catalog.contains("msgid \"A new paragraph, \\\\fBnew\\\\fR and untranslated.\"\nmsgstr \"\"\n"), "\(catalog)")
        #expect(catalog.contains("#~ msgid \"Never touch the network.\"\n#~ msgstr \""), "the old translation is not kept")
        let made = try String(contentsOf: folder.appendingPathComponent("pages/de/wxsh.1"), encoding: .utf8)
        #expect(made.contains("A new paragraph, \\fBnew\\fR and untranslated."))
        #expect(Self.headings(made) == Self.headings(Self.text("man/de/wxsh.1")))

        // Translated, the same run succeeds and says nothing.
        let filled =
            catalog
            .replacingOccurrences(
                of: "msgid \"A new paragraph, \\\\fBnew\\\\fR and untranslated.\"\nmsgstr \"\"",
                with: "msgid \"A new paragraph, \\\\fBnew\\\\fR and untranslated.\"\nmsgstr \"Ein neuer Absatz, \\\\fBnew\\\\fR.\""
            )
            .replacingOccurrences(
                of: "msgid \"Never touch the network, not even once.\"\nmsgstr \"\"",
                with: "msgid \"Never touch the network, not even once.\"\nmsgstr \"Nie das Netz berühren.\"")
        try filled.write(to: catalogs.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)
        let again = Self.makeMan([
            "--source", page.path, "--catalogs", catalogs.path, "--pages", folder.appendingPathComponent("pages").path, "--lang", "de"
        ])
        #expect(again.status == 0 && again.stderr == "", "\(again.stderr)")
        let translated = try String(contentsOf: folder.appendingPathComponent("pages/de/wxsh.1"), encoding: .utf8)
        #expect(translated.contains("Ein neuer Absatz, \\fBnew\\fR."))
        #expect(!translated.contains("A new paragraph"))
    }

    /// Each page renders with man (groff's warnings on, each a failure), has as many sections as the
    /// English page, each under a heading of its own language, and the rendered text shows them.
    @Test(arguments: languages) func thePageRendersWithEverySection(language: String) throws {
        let english = Self.headings(Self.text("man/wxsh.1"))
        let page = Self.text("man/\(language)/wxsh.1")
        let headings = Self.headings(page)
        #expect(headings.count == english.count, "\(headings)")
        // French man pages head these sections with the English words; every other heading is the language's.
        let same: [String: Set<String>] = ["fr": ["SYNOPSIS", "DESCRIPTION", "OPTIONS"]]
        for (translated, original) in zip(headings, english) where translated == original && !same[language, default: []].contains(original)
        {
            Issue.record("\(language): the heading \(original) is not translated")
        }
        guard let man = Tools.path("man") else { return }
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "80"
        environment["MAN_KEEP_FORMATTING"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        let run = Run.process(
            man, ["--warnings=w", "-l", RepoPaths.root.appendingPathComponent("man/\(language)/wxsh.1").path], environment: environment)
        #expect(run.status == 0)
        #expect(run.stderr == "", "\(language): \(run.stderr)")
        for heading in headings { #expect(run.stdout.contains(Self.plain(heading)), "\(language): the rendered page lacks \(heading)") }
        #expect(run.stdout.split(separator: "\n").count > 500, "\(language): \(run.stdout.prefix(400))")
    }

    /// Every option `wxsh --help` lists and every command of `help` (both apps) is in each page.
    @Test func everyOptionAndCommandOfHelpIsInEachPage() throws {
        let home = TemporaryHome()
        let help = Run.wxsh(["--help"], environment: home.environment()).stdout
        var words: Set<String> = []
        for match in help.matches(of: /(?m)^  (-\w), (--[\w-]+)|^  (--[\w-]+)/) {
            for word in [match.1, match.2, match.3].compactMap({ $0 }) { words.insert(String(word)) }
        }
        #expect(words.count >= 25, "\(words.sorted())")
        for script in ["help", "app finance; help"] {
            let commands = Run.wxsh(["--offline", "-c", script], environment: home.environment()).stdout
            for match in commands.matches(of: /(?m)^  ([a-z]+)/) { words.insert(String(match.1)) }
        }
        #expect(words.isSuperset(of: ["--offline", "-c", "--lang", "location", "solve", "snapshot"]), "\(words.sorted())")
        for language in Self.languages {
            let page = Self.plain(Self.text("man/\(language)/wxsh.1"))
            let missing = words.filter { word in
                !page.contains(word)
                    || page.ranges(of: word).allSatisfy { range in
                        let before = range.lowerBound == page.startIndex ? " " : page[page.index(before: range.lowerBound)]
                        let after = range.upperBound == page.endIndex ? " " : page[range.upperBound]
                        return before.isLetter || before == "-" || after.isLetter || after == "-"
                    }
            }
            #expect(missing.isEmpty, "man/\(language)/wxsh.1 lacks \(missing.sorted())")
        }
    }
}
