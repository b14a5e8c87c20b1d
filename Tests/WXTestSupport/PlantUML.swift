import Foundation

/// PlantUML, the oracle for `states plantuml`: where it is installed (Debian's `plantuml`), the
/// tests run it; CI installs it (scripts/ensure-test-deps), so there they never skip.
public enum PlantUML {
    /// The `plantuml` program, when installed.
    public static var path: String? {
        ["/usr/bin/plantuml", "/usr/local/bin/plantuml", "/opt/homebrew/bin/plantuml"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `plantuml` with `arguments` on `source` (as `Graphviz.run` does): what it printed,
    /// what it complained and its status.
    public static func run(_ plantuml: String, _ arguments: [String], _ source: String) throws -> (Data, String, Int32) {
        try Graphviz.run(plantuml, arguments, source)
    }
}
