import Foundation
import Testing
import WXTestSupport

/// What wxsh remembers across runs, and how it survives damaged files, races and kill -9.
@Suite struct StateTranscriptTests {
    let home = TemporaryHome()
    var stateFile: String { home.state.appendingPathComponent("wxsh/state.json").path }

    func run(_ arguments: [String], stdin: String = "", env: [String: String] = [:]) -> RunResult {
        // OpenWeather without a key: no request (without a key wxsh would go to Open-Meteo).
        Run.wxsh(["--provider", "openweather"] + arguments, environment: home.environment(env), stdin: stdin)
    }

    @Test func placesUnitsTabAndModeAreAsLeft() {
        let first = run(["-c", "places add; places add Paris; places add Zürich; units imperial; tab forecast; mode offline"])
        #expect(first.stderr == "")
        #expect(first.status == 0)
        let again = run(["--format", "json", "-c", "places; units; mode; status"])
        let lines = again.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].contains(#""number":1,"place":{"name":"London""#))
        #expect(lines[0].contains(#""number":2,"place":{"name":"Paris","country":"FR""#))
        #expect(lines[0].contains(#""number":3,"place":{"name":"Zürich""#))
        #expect(lines[1] == #"{"units":"imperial"}"#)
        #expect(lines[2] == #"{"mode":"offline"}"#)
        let text = run(["-c", "status"])
        #expect(text.stdout.contains("Units        imperial"))
        let wide = run(["-c", "status"], env: ["COLUMNS": "200"])
        #expect(
            wide.stdout.contains("Config       \(home.config.appendingPathComponent("wxsh/config").path)\n"), "the file, not its folder")
        let tab = run(["--echo", "-c", "status"])
        #expect(tab.stdout.hasPrefix("wxsh:forecast> status"))
    }

    @Test func flagsAreForOneRunOnly() {
        _ = run(["-c", "units imperial"])
        _ = run(["--units", "standard", "--offline", "--format", "json", "-c", "status"])
        let after = run(["-c", "units; mode; format"])
        #expect(after.stdout == "units: imperial\nmode: live\nformat: text\n")
    }

    @Test func placesCommandsRefuseWhatTheyCannotDo() {
        let result = run([
            "-c", "places; places add; places add; places remove 9; places remove Nowhere; places add Springfield; places 7; places frob"
        ])
        #expect(
            result.stdout.hasPrefix(
                "No places are saved yet; `places add` saves the current one.\nSaved London, England, GB as number 1.\n"))
        #expect(
            result.stderr == """
                wxsh: places: London, England, GB is already saved, as number 1
                wxsh: places: choose a number from 1 to 1
                wxsh: places: no saved place is called `Nowhere`; `places` lists them
                wxsh: places: several places are called `Springfield`; say which, e.g. `places add Springfield, Missouri, US` or `places add Springfield, Massachusetts, US`
                wxsh: places: choose a number from 1 to 1
                wxsh: places: `frob` is not add, remove, refresh or a number; usage: places [refresh|add|remove|N]

                """)
        let removed = run(["-c", "places remove london; places"])
        #expect(removed.stdout == "Removed London, England, GB.\nNo places are saved yet; `places add` saves the current one.\n")
    }

    @Test func twoProcessesAddingAtOnceLoseNoPlace() throws {
        let names = ["Paris", "Zürich", "Kampala", "Tokyo", "Lisbon", "Nairobi", "Oslo", "Lima"]
        let group = DispatchGroup()
        for name in names {
            group.enter()
            DispatchQueue.global().async {
                _ = Run.wxsh(
                    ["--provider", "openweather", "-c", "places add \(name); units metric; tab now"], environment: home.environment())
                group.leave()
            }
        }
        group.wait()
        let listed = run(["--format", "json", "-c", "places"]).stdout
        for name in names { #expect(listed.contains(#""name":"\#(name)""#), "\(name) was lost: \(listed)") }
    }

    @Test func killedMidWriteLeavesTheOldOrTheNewStateNeverABrokenOne() throws {
        _ = run(["-c", "places add; places add Paris"])
        let script = (0..<400).map { $0 % 2 == 0 ? "units imperial" : "units metric" }.joined(separator: "\n") + "\n"
        for round in 0..<8 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Run.wxsh)
            process.arguments = ["--provider", "openweather"]
            process.environment = home.environment()
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Feed commands a line at a time so state is written again and again, then kill.
            for (i, line) in script.split(separator: "\n").enumerated() {
                try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
                if i == 40 + round * 37 { break }
            }
            usleep(useconds_t(2000 + round * 1500))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? input.fileHandleForWriting.close()
            let data = try Data(contentsOf: URL(fileURLWithPath: stateFile))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object?["version"] as? Int == 1, "round \(round): the state file is broken")
            #expect((object?["places"] as? [Any])?.count == 2, "round \(round): places lost")
        }
    }

    @Test(arguments: [
        ("empty", Data()),
        ("binary", Data([0x00, 0xFF, 0xFE, 0x13, 0x37, 0x00])),
        ("truncated", Data(#"{"version":1,"places":[{"name":"Par"#.utf8)),
        ("wrong shape", Data(#"[1,2,3]"#.utf8))
    ])
    func aDamagedFileIsMovedAsideAndWxshStillWorks(kind: String, contents: Data) throws {
        try FileManager.default.createDirectory(at: home.state.appendingPathComponent("wxsh"), withIntermediateDirectories: true)
        try contents.write(to: URL(fileURLWithPath: stateFile))
        let result = run(["-c", "city; places add"])
        #expect(result.status == 0, "\(kind)")
        #expect(result.stderr.hasPrefix("wxsh: \(stateFile) was damaged ("), "\(kind): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "said once")
        #expect(result.stdout.hasPrefix("London, England, GB\n"))
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.state.appendingPathComponent("wxsh").path).filter {
            $0.hasPrefix("state.json.corrupt-")
        }
        #expect(aside.count == 1)
        let kept = try Data(contentsOf: home.state.appendingPathComponent("wxsh").appendingPathComponent(aside[0]))
        #expect(kept == contents, "the damaged file is kept as it was")
        #expect(run(["-c", "places"]).stdout.hasPrefix("1  London"))
    }

    @Test func unknownKeysAndDamagedSectionsCostOnlyThemselves() throws {
        let original = #"{"version":1,"units":"imperial","tab":"bogus","places":"nope","mode":"offline","telescope":{"x":1}}"#
        home.write("state/wxsh/state.json", original)
        let result = run(["-c", "units; mode"])
        #expect(
            result.stderr.hasPrefix(
                "wxsh: \(stateFile): the tab, the saved places could not be read and were left out; the file as it was is kept in \(stateFile).corrupt-"
            ), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "said once")
        #expect(result.stdout == "units: imperial\nmode: offline\n")
        #expect(try keptCopies() == [Data(original.utf8)])
        #expect(run(["-c", "units"]).stderr == "", "said once: the next run reads the rewritten file")
    }

    /// A saved place with coordinates off the Earth (hand-edited) used to crash every start;
    /// one damaged place used to cost all the others.
    @Test func aDamagedSavedPlaceCostsOnlyItself() throws {
        let original = #"""
            {"version":1,"place":{"name":"X","country":"XX","lat":1e300,"lon":0},"places":[
            {"name":"London","country":"GB","lat":51.5,"lon":-0.13},{"name":"Bad","lat":1,"lon":2},
            {"name":"Far","country":"XX","lat":91,"lon":0},{"name":"Paris","country":"FR","lat":48.85,"lon":2.35}]}
            """#
        home.write("state/wxsh/state.json", original)
        let result = run(["--offline", "-c", "places; units imperial"])
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "wxsh: \(stateFile): the current place, saved place 2, saved place 3 could not be read and were left out; the file as it was is kept in "
            ), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1  London, GB"), "\(result.stdout)")
        #expect(result.stdout.contains("\n2  Paris, FR"))
        #expect(try keptCopies() == [Data(original.utf8)])
        let again = run(["-c", "places"])
        #expect(again.stderr == "" && again.stdout.contains("2  Paris, FR"), "the good places were saved again")
    }

    func keptCopies() throws -> [Data] {
        let folder = home.state.appendingPathComponent("wxsh")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("state.json.corrupt-") }
            .map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    }

    @Test func aWrongNumberInTheSheetDoesNotSwallowTheScript() {
        let result = run(["--offline"], stdin: "location Springfield\n99\nunits imperial\nunits\n")
        #expect(result.stderr == "wxsh: location: type a number from 1 to 9\n", "\(result.stderr)")
        #expect(result.stdout.contains("Temperature  46.5 °F\n"), "the next lines ran as commands: \(result.stdout)")
        #expect(result.stdout.hasSuffix("\nunits: imperial\n"), "\(result.stdout)")
        #expect(result.status == 1)
    }

    @Test func aFileFromANewerWxshIsNotOverwritten() throws {
        let newer = #"{"version":2,"units":"imperial","places":[],"hologram":true}"#
        home.write("state/wxsh/state.json", newer)
        let result = run(["-c", "units metric; places add"])
        #expect(
            result.stderr
                == "wxsh: \(stateFile) was written by a newer wxsh (format 2); it is left as it is and nothing will be saved this session\n"
        )
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: stateFile, encoding: .utf8) == newer)
    }
}
