import Foundation
import Testing
import WXTestSupport

/// Tests/suites.plan decides how each suite runs and which sanitizers run it (scripts/run-tests,
/// scripts/ci-hardening). A suite missing from it would run in no sanitizer phase unseen, so
/// every suite the sources declare must be named there, once, with a kind the plan defines.
@Suite struct TestPlanTests {
    struct Plan {
        var kinds: [String: [String]] = [:]
        var suites: [String: String] = [:]
        var repeated: [String] = []
    }

    static func plan() throws -> Plan {
        let text = try String(contentsOf: RepoPaths.root.appendingPathComponent("Tests/suites.plan"), encoding: .utf8)
        var plan = Plan()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let first = words.first else { continue }
            if first == "kind" {
                plan.kinds[words[1]] = Array(words.dropFirst(2))
            } else {
                if plan.suites[first] != nil { plan.repeated.append(first) }
                plan.suites[first] = words.count > 1 ? words[1] : ""
            }
        }
        return plan
    }

    /// Every top-level type holding a `@Test`, as `Target.Type` (the names `swift test list`
    /// gives); tests in an extension belong to the type extended.
    static func declaredSuites() throws -> Set<String> {
        let tests = RepoPaths.root.appendingPathComponent("Tests")
        var suites: Set<String> = []
        let declaration = /^(?:@Suite[^\n]*\s+)?(?:final\s+)?(?:struct|class|enum|actor|extension)\s+(\w+)/
        for target in ["WeatherCoreTests", "WeatherIOTests", "wxshTests"] {
            let folder = tests.appendingPathComponent(target)
            let names = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for name in names where name.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                var current: String?
                for line in text.split(separator: "\n") {
                    if let match = try declaration.prefixMatch(in: line) { current = String(match.1) }
                    if line.contains("@Test"), let current { suites.insert("\(target).\(current)") }
                }
            }
        }
        return suites
    }

    @Test func everySuiteHasAKindAndEveryKindItsColumns() throws {
        let plan = try Self.plan()
        let declared = try Self.declaredSuites()
        #expect(declared.count > 150, "the scan found only \(declared.count) suites")
        let unplanned = declared.subtracting(plan.suites.keys).sorted()
        #expect(unplanned.isEmpty, "give these suites a kind in Tests/suites.plan: \(unplanned)")
        let gone = Set(plan.suites.keys).subtracting(declared).sorted()
        #expect(gone.isEmpty, "Tests/suites.plan names suites no source declares: \(gone)")
        #expect(plan.repeated.isEmpty, "named twice: \(plan.repeated)")
        for (suite, kind) in plan.suites {
            #expect(plan.kinds[kind] != nil, "\(suite) has the kind `\(kind)`, which the plan does not define")
        }
        for (kind, columns) in plan.kinds {
            #expect(columns.count > 3, "the kind \(kind) says no reason")
            #expect(["serial", "parallel"].contains(columns.first), "\(kind): run is serial or parallel")
            #expect(
                columns.count > 2 && ["yes", "no"].contains(columns[1]) && ["yes", "no"].contains(columns[2]),
                "\(kind): asan and tsan are yes or no")
        }
    }

    /// The sanitizers run where they can find something: both on the suites with threads, tasks,
    /// libcurl and signals; AddressSanitizer on every in-process suite.
    @Test func theSanitizersCoverTheThreadedAndTheInProcessSuites() throws {
        let plan = try Self.plan()
        for (suite, kind) in plan.suites {
            let columns = plan.kinds[kind] ?? []
            if suite.hasPrefix("WeatherCoreTests.") || suite.hasPrefix("WeatherIOTests.") {
                #expect(columns.dropFirst().first == "yes", "\(suite) is in-process: AddressSanitizer runs it")
            }
            if suite.hasPrefix("WeatherIOTests.") {
                #expect(columns.dropFirst(2).first == "yes", "\(suite) drives the runner and libcurl: ThreadSanitizer runs it")
            }
        }
    }
}
