import Testing

@testable import WeatherCore

/// The descriptors are the one source of command facts: what they say, the parser, completion
/// and `help` do.
@Suite struct CommandRegistryTests {
    @Test(arguments: AppKind.allCases) func namesSynonymsAndTabsNeverClash(app: AppKind) {
        let words =
            CommandRegistry.commands(for: app).flatMap { [$0.name] + $0.synonyms } + CommandRegistry.tabNames(for: app)
        #expect(Set(words).count == words.count, "a word names two things in \(app): \(words.sorted())")
    }

    @Test func everyUsageStartsWithItsName() {
        for command in CommandRegistry.all {
            #expect(command.usage == command.name || command.usage.hasPrefix(command.name + " "), "\(command.usage)")
            #expect(!command.summary.isEmpty && !command.details.isEmpty, "\(command.name) lacks help")
        }
    }

    /// Every name and synonym reaches its own descriptor: it parses, or fails with its own name.
    @Test(arguments: AppKind.allCases) func everyNameReachesItsDescriptor(app: AppKind) {
        for command in CommandRegistry.commands(for: app) {
            for word in [command.name] + command.synonyms {
                switch CommandParser.parse(word.uppercased(), app: app) {
                case .success: break
                case .failure(let error): #expect(error.command == command.name, "`\(word)` in \(app): \(error.text)")
                }
            }
        }
    }

    /// What completion offers after a command is its descriptor's list, and `help` lists them all.
    @Test(arguments: AppKind.allCases) func completionAndHelpReadTheDescriptors(app: AppKind) {
        let overview = HelpText.text(topic: nil, app: app, style: RenderStyle(width: 200))
        for command in CommandRegistry.commands(for: app) where command.name != "help" {
            #expect(Completer.candidates(line: command.name + " ", app: app) == Array(Set(command.completions)).sorted())
            #expect(overview.contains(command.usage) && overview.contains(command.summary), "\(command.name)")
        }
        for tab in CommandRegistry.tabs(for: app) {
            #expect(Completer.candidates(line: tab.name + " ", app: app) == tab.completions.sorted())
            #expect(HelpText.knows(tab.name, in: app))
        }
    }

    @Test func settingDescriptorsSayTheirValues() {
        #expect(SettingCommands.units.usage == "units [metric|imperial|standard]")
        #expect(SettingCommands.icons.completions == ["auto", "image", "art", "emoji"])
        #expect(SettingCommands.pager.usage == "pager [on|off]")
        #expect(
            CommandParser.parse("charts sometimes").map { _ in "" }
                == .failure(CommandError(command: "charts", message: "`sometimes` is not on or off")))
    }
}

/// The root hands each command to the app that owns it; each app keeps its own state.
@Suite struct SessionCompositionTests {
    @Test func eachAppKeepsItsOwnStateAcrossSwitches() throws {
        var session = Session(state: SessionState(data: try Fixtures.london(), mode: .offline))
        _ = session.handle(line: "tab forecast")
        _ = session.handle(line: "app finance")
        _ = session.handle(line: "tab loan")
        _ = session.handle(line: "set P 1000")
        #expect(session.state.app == .finance && session.state.finance.tab == .loan)
        #expect(session.state.tab == .forecast, "the weather app's tab stays while the finance app is open")
        _ = session.handle(line: "app weather")
        #expect(session.state.tab == .forecast && session.state.finance.current.presentValue == 1000)
        #expect(session.savedState.tab == .forecast && session.savedState.finance?.tab == .loan)
    }

    @Test func theRootsCommandsWorkInBothApps() {
        var session = Session(state: SessionState(data: nil))
        #expect(session.handle(line: "format json") == [.hint("Format: json (for this run only).")])
        _ = session.handle(line: "app finance")
        #expect(session.handle(line: "format") == [.render(.setting(name: "format", value: "json"))])
        #expect(session.handle(line: "exit") == [.quit])
        #expect(session.state.finished)
    }
}
