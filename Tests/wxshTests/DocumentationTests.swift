import Foundation
import Testing
import WXTestSupport
import WeatherIO

@testable import WeatherCore

/// The documentation is part of the product: the man page, `help` and README must name every
/// command, flag and file the code has.
@Suite struct DocumentationTests {
    let manPage = (try? String(contentsOf: RepoPaths.root.appendingPathComponent("man/wxsh.1"), encoding: .utf8)) ?? ""
    let readme = (try? String(contentsOf: RepoPaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The man page as plain words: roff's `\-` is a hyphen.
    var manText: String { manPage.replacingOccurrences(of: "\\-", with: "-") }

    /// The man page's ENVIRONMENT section.
    var environmentSection: Substring {
        guard let start = manText.range(of: ".SH ENVIRONMENT\n") else { return "" }
        let rest = manText[start.upperBound...]
        return rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
    }

    @Test func everyCommandIsInTheManPageAndInHelp() {
        let home = TemporaryHome()
        let weatherHelp = Run.wxsh(["-c", "help"], environment: home.environment()).stdout
        let financeHelp = Run.wxsh(["-c", "app finance; help"], environment: home.environment()).stdout
        for info in CommandRegistry.all {
            #expect(
                manText.contains(".B \(info.name)") || manText.contains(".BR \(info.name) ") || manText.contains(".BI \(info.name) "),
                "man page lacks `\(info.name)`")
            let help = info.app == .finance ? financeHelp : weatherHelp
            #expect(help.contains(info.usage), "help lacks `\(info.usage)`")
            for alias in info.synonyms {
                #expect(manBoldWords.contains(alias), "man page lacks alias `\(alias)` in bold")
            }
        }
        for tab in WeatherTab.allCases { #expect(manText.contains(".B \(tab.rawValue)"), "man page lacks tab \(tab.rawValue)") }
        for tab in FinanceTab.allCases { #expect(manText.contains(tab.rawValue), "man page lacks finance tab \(tab.rawValue)") }
    }

    /// Every word the man page sets in bold: `.B word`, `.BR word ...`, `.BI word ...`, `\fBword\fR`.
    var manBoldWords: Set<String> {
        var words: Set<String> = []
        for line in manText.split(separator: "\n") {
            for prefix in [".B ", ".BR ", ".BI "] where line.hasPrefix(prefix) {
                for word in line.dropFirst(prefix.count).split(whereSeparator: { " \",()".contains($0) }) { words.insert(String(word)) }
            }
        }
        for match in manText.matches(of: /\\fB([^\\]+)\\f[RP]/) { words.insert(String(match.1)) }
        return words
    }

    /// The first word of each entry (the line after `.TP`) in the man page's section `name`.
    func manEntries(in name: String) -> Set<String> {
        guard let start = manText.range(of: ".SH \(name)\n") else { return [] }
        let rest = manText[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
        let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
        var heads: Set<String> = []
        for (i, line) in lines.enumerated() where line == ".TP" && i + 1 < lines.count {
            let entry = lines[i + 1].split(separator: " ", maxSplits: 1)
            guard entry.count == 2, entry[0].hasPrefix(".B") else { continue }
            let word = entry[1].drop(while: { $0 == "\"" }).prefix(while: { !" \"".contains($0) })
            heads.insert(String(word))
        }
        return heads
    }

    /// The first word of each command in README's command table (the one headed `| command |`).
    var readmeTableCommands: Set<String> {
        guard let start = readme.range(of: "| command | what it does |\n") else { return [] }
        var commands: Set<String> = []
        for row in readme[start.upperBound...].split(separator: "\n").dropFirst() {
            guard row.hasPrefix("|") else { break }
            let cell = row.dropFirst().prefix(while: { $0 != "|" })
            // The code spans are the odd pieces between backticks; a command is a span's first word.
            let spans = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            for span in spans {
                if let word = span.element.split(separator: " ").first { commands.insert(String(word.prefix(while: { $0 != "\\" }))) }
            }
        }
        return commands
    }

    /// `help`, the man page and README list the same commands: none missing, none extra.
    @Test func helpManPageAndReadmeListTheSameCommandsBothWays() {
        let weather = Set(CommandRegistry.all.filter { $0.app != .finance }.map(\.name))
        let finance = Set(CommandRegistry.all.filter { $0.app != .weather }.map(\.name))
        let weatherAliases = Set(CommandRegistry.all.filter { $0.app != .finance }.flatMap(\.synonyms))
        let manCommands = manEntries(in: "COMMANDS")
        #expect(
            manCommands.subtracting(weather).isEmpty,
            "man page COMMANDS has entries help does not: \(manCommands.subtracting(weather).sorted())")
        #expect(weather.subtracting(manCommands).isEmpty, "man page COMMANDS lacks: \(weather.subtracting(manCommands).sorted())")
        let manFinance = manEntries(in: "FINANCE CALCULATOR")
        let financeOnly = Set(CommandRegistry.all.filter { $0.app == .finance }.map(\.name))
        #expect(
            manFinance.subtracting(finance).isEmpty,
            "man page FINANCE CALCULATOR has entries help does not: \(manFinance.subtracting(finance).sorted())")
        #expect(
            financeOnly.subtracting(manFinance.union(manCommands)).isEmpty,
            "man page lacks finance commands: \(financeOnly.subtracting(manFinance.union(manCommands)).sorted())")
        let table = readmeTableCommands
        #expect(
            table.subtracting(weather.union(weatherAliases)).isEmpty,
            "README's command table has commands help does not: \(table.subtracting(weather.union(weatherAliases)).sorted())")
        #expect(weather.subtracting(table).isEmpty, "README's command table lacks: \(weather.subtracting(table).sorted())")
    }

    @Test func everyFlagAndVariableIsDocumented() {
        // Every option in --help's table, which the completion scripts are made from.
        for flag in Invocation.options.flatMap({ [$0.short, $0.long].compactMap { $0 } }) + ["--lang", "--completion"] {
            #expect(manText.contains(flag), "man page lacks \(flag)")
            #expect(Invocation.helpText.contains(flag), "--help lacks \(flag)")
        }
        for variable in [
            "OPENWEATHER_API_KEY", "OPENWEATHER_API_URL", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
            "WXSH_DATA_DIR", "NO_COLOR", "TERM", "COLUMNS", "LANG", "LC_ALL", "LC_CTYPE", "LC_MONETARY", "LC_MESSAGES", "TZ", "HOME",
            "https_proxy", "HTTPS_PROXY", "no_proxy", "NO_PROXY", "CURL_CA_BUNDLE"
        ] {
            #expect(environmentSection.contains(try! Regex("\\b\(variable)\\b")), "man page's ENVIRONMENT lacks \(variable)")
            #expect(readme.contains("`\(variable)`"), "README lacks \(variable)")
            #expect(Invocation.helpText.contains(variable), "--help lacks \(variable)")
        }
        // Every exit status, in the man page's EXIT STATUS, in --help and in README.
        for status in [0, 1, 2, 130] {
            #expect(manText.contains(".TP\n.B \(status)\n"), "man page lacks exit status \(status)")
            #expect(Invocation.helpText.contains("\(status) "), "--help lacks exit status \(status)")
            #expect(readme.contains("\(status) "), "README lacks exit status \(status)")
        }
        for file in ["history", "state.json"] {
            #expect(manText.contains(file), "man page lacks \(file)")
        }
    }

    @Test func theTimeoutIsSaidOnceTheSameWayInHelpManAndReadme() {
        // The documented timeout is the real one: the client's defaults, which the live shell uses.
        #expect(OpenWeatherClient.defaultConnectTimeout == 10 && OpenWeatherClient.defaultTotalTimeout == 30)
        let sentence = "wait 10 s to connect and 30 s in all"
        let help = Invocation.helpText.replacingOccurrences(of: "\n", with: " ")
        for (name, text) in [
            ("--help", help), ("man page", manText.replacingOccurrences(of: "\n", with: " ")),
            ("README", readme.replacingOccurrences(of: "\n", with: " "))
        ] {
            #expect(text.components(separatedBy: sentence).count == 2, "\(name) should say `\(sentence)` once")
        }
    }

    /// `--help` fits an 80-column terminal.
    @Test func helpFitsEightyColumns() {
        for line in Invocation.helpText.split(separator: "\n") {
            #expect(line.count <= 80, "--help line over 80 columns: \(line)")
        }
    }

    @Test func readmeOpensWithTheTwoCommands() {
        let blocks = readme.components(separatedBy: "```")
        #expect(blocks.count > 2)
        let first = blocks.count > 1 ? blocks[1] : ""
        let commands = first.split(separator: "\n")
            .map { ($0.split(separator: "#", maxSplits: 1).first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "sh" && $0 != "bash" }
        #expect(commands == ["scripts/run", "scripts/test"], "\(commands)")
        let ci = (try? String(contentsOf: RepoPaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)) ?? ""
        #expect(ci.contains("scripts/test"))
        for command in CommandRegistry.all.map(\.name) {
            #expect(readme.contains("`\(command)"), "README lacks `\(command)`")
        }
    }

    /// README's "How the code is laid out" names every target under Sources and every folder in
    /// them, and names no folder that is not there.
    @Test func readmeLayoutMatchesTheSourcesTree() throws {
        let block = try #require(readme.components(separatedBy: "```").first { $0.contains("Sources/WeatherCore/") })
        let sources = RepoPaths.root.appendingPathComponent("Sources")
        let files = FileManager.default
        var folders: [String] = []
        for target in try files.contentsOfDirectory(atPath: sources.path).sorted() {
            folders.append("Sources/\(target)/")
            let inside = try files.contentsOfDirectory(atPath: sources.appendingPathComponent(target).path)
            for name in inside.sorted() {
                var isFolder: ObjCBool = false
                let path = sources.appendingPathComponent(target).appendingPathComponent(name).path
                if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue, target.hasPrefix("Weather") {
                    folders.append("  \(name)/")
                }
            }
        }
        #expect(folders.count > 15)
        for folder in folders { #expect(block.contains(folder), "README's layout lacks \(folder)") }
        // Both ways: every folder the block names under a Weather target exists.
        var target = ""
        for line in block.split(separator: "\n") {
            if line.hasPrefix("Sources/") { target = String(line.split(separator: " ").first ?? "") }
            guard line.hasPrefix("  "), let word = line.split(separator: " ").first, word.hasSuffix("/"),
                target.hasPrefix("Sources/Weather")
            else { continue }
            let path = RepoPaths.root.appendingPathComponent(target).appendingPathComponent(String(word)).path
            #expect(files.fileExists(atPath: path), "README's layout names \(target)\(word), which is not there")
        }
    }
}

/// Issue 17's changes are documented: in `--help`, `help`, the man page, README and completion.
@Suite struct RoughEdgesDocumentationTests {
    let manPage = (try? String(contentsOf: RepoPaths.root.appendingPathComponent("man/wxsh.1"), encoding: .utf8)) ?? ""
    let readme = (try? String(contentsOf: RepoPaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func windUnitIsInHelpManReadmeAndCompletion() {
        #expect(Completer.candidates(line: "wind ") == ["km/h", "kn", "m/s", "mph"])
        #expect(Completer.candidates(line: "wi") == ["wind"])
        #expect(HelpText.text(topic: "wind", style: RenderStyle()).contains("knots"))
        #expect(manPage.contains(".BR wind \" [\\fBm/s\\fR|\\fBkm/h\\fR|\\fBmph\\fR|\\fBkn\\fR]\""))
        #expect(readme.contains("`wind [m/s\\|km/h\\|mph\\|kn]`") && readme.contains("`wind_unit`"))
    }

    @Test func formatNotSavedCommentsShortFormsAndLocationNAreDocumented() {
        let help = Invocation.helpText
        #expect(help.contains("it is never saved") && help.contains("starts a comment"))
        #expect(manPage.contains("for this run only") && readme.contains("not kept, like `--format`"))
        #expect(manPage.contains("begins a comment") && readme.contains("starts a comment"))
        #expect(manPage.contains(".BR NYC ,") && readme.contains("`NYC`"))
        #expect(manPage.contains(".BI location \" N") && readme.contains("| `location N` | after `search` or `places`"))
        let locationHelp = HelpText.text(topic: "location", style: RenderStyle(width: 200))
        #expect(locationHelp.contains("`location N` (or `N` alone)") && locationHelp.contains("NYC, LA, SF, DC"))
    }
}
