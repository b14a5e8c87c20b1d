/// The command script the throughput and long-session figures run: every tab, in both formats and
/// all units, over and over.
enum CommandScript {
    static let tabs = ["city", "now", "hourly", "forecast", "pollution"]
    static let units = ["metric", "imperial", "standard"]
    static let formats = ["text", "json"]

    /// One round: `format F`, then for each units `units U` and every tab: 38 commands.
    static let cycle: [String] = formats.flatMap { format in
        ["format \(format)"] + units.flatMap { unit in ["units \(unit)"] + tabs.map { "tab \($0)" } }
    }

    /// The first `count` commands of the endlessly repeated cycle.
    static func commands(_ count: Int) -> [String] {
        (0..<max(0, count)).map { cycle[$0 % cycle.count] }
    }

    /// `wxsh-bench script [--commands N]`: prints the script, one command a line.
    static func print(arguments: [String]) -> Int32 {
        let count = PlacesBenchmark.option("--commands", in: arguments).flatMap { Int($0) } ?? 10_000
        var text = commands(count).joined(separator: "\n")
        text += "\n"
        Swift.print(text, terminator: "")
        return 0
    }
}
