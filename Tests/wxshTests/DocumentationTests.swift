import Foundation
import Testing
import WXTestSupport
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
        for info in CommandCatalog.all {
            #expect(manText.contains(".B \(info.name)") || manText.contains(".BR \(info.name) ") || manText.contains(".BI \(info.name) "),
                    "man page lacks `\(info.name)`")
            let help = info.app == .finance ? financeHelp : weatherHelp
            #expect(help.contains(info.usage), "help lacks `\(info.usage)`")
            for alias in info.aliases where alias != "?" {
                #expect(manText.contains(alias), "man page lacks alias `\(alias)`")
            }
        }
        for tab in WeatherTab.allCases { #expect(manText.contains(".B \(tab.rawValue)"), "man page lacks tab \(tab.rawValue)") }
        for tab in FinanceTab.allCases { #expect(manText.contains(tab.rawValue), "man page lacks finance tab \(tab.rawValue)") }
    }

    @Test func everyFlagAndVariableIsDocumented() {
        for flag in ["--command", "--offline", "--units", "--format", "--no-color", "--echo", "--bail", "--version", "--help", "-c", "-V", "-h"] {
            #expect(manText.contains(flag), "man page lacks \(flag)")
            #expect(Invocation.helpText.contains(flag), "--help lacks \(flag)")
        }
        for variable in ["OPENWEATHER_API_KEY", "OPENWEATHER_API_URL", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
                         "WXSH_DATA_DIR", "NO_COLOR", "TERM", "COLUMNS", "LANG", "LC_ALL", "LC_CTYPE", "LC_MONETARY", "TZ", "HOME"] {
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
        for command in CommandCatalog.all.map(\.name) {
            #expect(readme.contains("`\(command)"), "README lacks `\(command)`")
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
        #expect(manPage.contains(".BI location \" N") && readme.contains("| `location N`, `N` |"))
        let locationHelp = HelpText.text(topic: "location", style: RenderStyle(width: 200))
        #expect(locationHelp.contains("`location N` (or `N` alone)") && locationHelp.contains("NYC, LA, SF, DC"))
    }
}
