import Foundation
import Testing
import WXTestSupport

/// A session shows a tab again from what it rendered before (issue 35: a piped script cycling
/// through tabs, units and formats rendered the same views over and over). What it prints must
/// be byte for byte what a process showing the tab once prints, and whatever the tab depends on
/// (data, units, wind unit, format, charts, icons, language, width) must show it anew.
@Suite struct RenderCacheTests {
    static let docs = RepoPaths.root.appendingPathComponent("Tests/Fixtures/openweather-docs").path

    /// The commands of one session: settings, and tabs shown again after each change. (`units`,
    /// `wind`, `lang` and `load` show the tab on show: the city tab, a new process's, comes before them.)
    static let session = [
        "tab now", "tab hourly", "tab now", "tab city", "units imperial", "tab now", "tab hourly", "tab city", "wind kn",
        "tab now", "format json", "tab now", "tab pollution", "format text", "charts off", "tab now", "tab hourly",
        "icons emoji", "tab now", "tab city", "lang de", "tab now", "tab forecast", "tab city", "lang en", "tab now",
        "tab city", "load \(docs)/onecall-3.0.json", "tab now", "tab city", "units metric", "charts on", "icons art",
        "tab now", "tab hourly", "format json", "tab hourly"
    ]

    /// What a new process with empty folders prints for `commands`.
    func fresh(_ commands: [String], columns: Int) -> String {
        let home = TemporaryHome()
        let result = Run.wxsh(
            ["--offline", "-c", commands.joined(separator: "; ")], environment: home.environment(["COLUMNS": "\(columns)"]))
        #expect(result.stderr == "", "\(commands)")
        return result.stdout
    }

    @Test(arguments: [80, 52])
    func aTabShownAgainIsWhatAProcessShowingItOncePrints(columns: Int) {
        let shown = fresh(Self.session, columns: columns)
        // Each command's output on its own: the settings so far, without the tabs shown before it.
        var expected = ""
        var settings: [String] = []
        for command in Self.session {
            let before = fresh(settings, columns: columns)
            let after = fresh(settings + [command], columns: columns)
            #expect(after.hasPrefix(before), "\(command)")
            expected += after.dropFirst(before.count)
            if !command.hasPrefix("tab ") { settings.append(command) }
        }
        #expect(shown == expected)
        // The cases the cache must tell apart all show something different.
        #expect(shown.contains("Weather Now") && shown.contains("Wetter") && shown.contains(#""tab":"hourly""#))
        #expect(shown.contains("near Texarkana") && shown.contains("°F") && shown.contains("kn"))
    }
}
