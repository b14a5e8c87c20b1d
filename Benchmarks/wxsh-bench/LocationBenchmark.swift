import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Times location changes against the requests they are made of, all in one interleaved loop, so
/// that a machine busy with other work slows the figures and their references alike.
///
/// Each round times, one after the other: a single request to each endpoint over a plain socket
/// (`RequestTimer`), then `wxsh --offline -c 'tab city'`, `wxsh -c 'tab city'` without a key and
/// with Open-Meteo refused at once (a start-up that loads the network stack: libcurl and its
/// libraries, `curl_global_init`, one refused connection), `wxsh -c 'location Paris, FR'` and
/// `wxsh -c 'location Concordia Station'`, and with `--baseline` another binary's
/// `location Paris, FR`; each with the cache and state folders emptied first, and the CPU time
/// (user + system) of each run beside its wall time.
enum LocationBenchmark {
    /// A run: its name, its arguments, and whether it runs without a key and with Open-Meteo
    /// pointed at a closed port.
    struct Program {
        let name: String
        let arguments: [String]
        var keyless = false
        var binary: String?
    }

    static let programs: [Program] = [
        Program(name: "offline", arguments: ["--offline", "-c", "tab city"]),
        Program(name: "network", arguments: ["-c", "tab city"], keyless: true),
        Program(name: "paris", arguments: ["-c", "location Paris, FR"]),
        Program(name: "concordia", arguments: ["-c", "location Concordia Station"])
    ]

    /// `wxsh-bench location --wxsh PATH [--baseline PATH] [--runs N] [--warmup N]`, with
    /// `OPENWEATHER_API_URL`, `OPENWEATHER_API_KEY`, `XDG_CACHE_HOME` and `XDG_STATE_HOME` set.
    ///
    /// Prints `median name=NAME ms=… samples=…,…` for geocode, onecall, air, offline, network,
    /// paris, concordia (and baseline-paris), and `cpu-NAME` for each run, the samples in the
    /// order they were taken.
    static func run(arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard let wxsh = PlacesBenchmark.option("--wxsh", in: arguments),
            let base = environment["OPENWEATHER_API_URL"].flatMap(URL.init(string:)), let host = base.host,
            let key = environment["OPENWEATHER_API_KEY"],
            let cache = environment["XDG_CACHE_HOME"], let state = environment["XDG_STATE_HOME"]
        else {
            FileHandle.standardError.write(
                Data(
                    "wxsh-bench: location needs --wxsh PATH, OPENWEATHER_API_URL, OPENWEATHER_API_KEY, XDG_CACHE_HOME and XDG_STATE_HOME\n"
                        .utf8))
            return 2
        }
        let runs = PlacesBenchmark.option("--runs", in: arguments).flatMap { Int($0) } ?? 15
        let warmup = PlacesBenchmark.option("--warmup", in: arguments).flatMap { Int($0) } ?? 2
        let port = base.port ?? 80
        var programs = Self.programs
        if let baseline = PlacesBenchmark.option("--baseline", in: arguments) {
            programs.append(Program(name: "baseline-paris", arguments: ["-c", "location Paris, FR"], binary: baseline))
        }
        // The keyless run: no key, and Open-Meteo at a port where nothing listens (refused at once).
        let keyless = environment.filter { $0.key != "OPENWEATHER_API_KEY" }.merging(["OPEN_METEO_API_URL": "http://127.0.0.1:9"]) { $1 }
            .map { "\($0.key)=\($0.value)" }
        var samples: [String: [Double]] = [:]
        for round in 0..<(warmup + runs) {
            var times: [(String, Double)] = []
            for request in RequestTimer.requests {
                let start = ContinuousClock.now
                if case .failure(let failure) = RequestTimer.get(
                    host: host, port: port, target: "\(request.path)?\(request.query)&appid=\(key)")
                {
                    FileHandle.standardError.write(Data("wxsh-bench: \(request.path): \(failure.message)\n".utf8))
                    return 1
                }
                times.append((request.name, PlacesBenchmark.milliseconds(since: start)))
            }
            for program in programs {
                try? FileManager.default.removeItem(atPath: cache)
                try? FileManager.default.removeItem(atPath: state)
                let start = ContinuousClock.now
                var cpu = 0.0
                let status = spawnAndWait(
                    program.binary ?? wxsh, program.arguments, environment: program.keyless ? keyless : nil, cpuMilliseconds: &cpu)
                guard status == 0 else {
                    FileHandle.standardError.write(
                        Data("wxsh-bench: wxsh \(program.arguments.joined(separator: " ")) exited with \(status)\n".utf8))
                    return 1
                }
                times.append((program.name, PlacesBenchmark.milliseconds(since: start)))
                times.append(("cpu-\(program.name)", cpu))
            }
            if round >= warmup {
                for (name, ms) in times { samples[name, default: []].append(ms) }
            }
        }
        for name in RequestTimer.requests.map(\.name) + programs.map(\.name) + programs.map({ "cpu-\($0.name)" }) {
            let all = samples[name, default: []]
            print(
                "median name=\(name) ms=\(String(format: "%.3f", all.percentile(50))) "
                    + "samples=\(all.map { String(format: "%.1f", $0) }.joined(separator: ","))")
        }
        return 0
    }

    /// Runs a program with standard input and output on /dev/null; its exit status (-1 if it
    /// could not start or did not exit normally).
    static func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32 {
        var cpu = 0.0
        return spawnAndWait(path, arguments, cpuMilliseconds: &cpu)
    }

    /// `spawnAndWait`, also giving the child's CPU time (user + system) in milliseconds; with
    /// `environment` (`NAME=VALUE` each), the child has that environment instead of this one's.
    static func spawnAndWait(_ path: String, _ arguments: [String], environment: [String]? = nil, cpuMilliseconds: inout Double)
        -> Int32
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let childEnvironment = environment.map { $0.map { strdup($0) } + [nil] }
        defer { childEnvironment?.forEach { free($0) } }
        let spawned =
            childEnvironment.map { posix_spawn(&pid, path, &actions, nil, argv, $0) }
            ?? posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { return -1 }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            if errno != EINTR { return -1 }
        }
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        cpuMilliseconds = ms(usage.ru_utime) + ms(usage.ru_stime)
        // WIFEXITED / WEXITSTATUS
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }
}

/// Times `wxsh --offline -c 'tab city'` (start-up on the bundled data) against `wxsh --version`,
/// alternating, so that each round has its own reference; the figure is the median of the rounds'
/// ratios. A third program, `wxsh -c 'tab city'` without a key, is timed in the same rounds: it
/// asks Open-Meteo first (the bench points it at a closed port), so it shows what trying the
/// network adds to a start-up, beside the start-up itself.
enum StartupBenchmark {
    static let programs: [(name: String, arguments: [String])] = [
        ("version", ["--version"]),
        ("city", ["--offline", "-c", "tab city"]),
        ("keyless", ["-c", "tab city"]),
        // The same start-up in German and Japanese: the catalog read and parsed, dates and
        // numbers in the language, the bundled place named from the gazetteer.
        ("de", ["--offline", "--lang", "de", "-c", "tab city"]),
        ("ja", ["--offline", "--lang", "ja", "-c", "tab city"])
    ]

    /// `wxsh-bench startup --wxsh PATH [--runs N] [--warmup N]`, without a key: prints
    /// `median name=version|city|keyless|de|ja ms=… samples=…` and `median name=ratio|ratio_de|ratio_ja
    /// value=…` (city, or city in German or Japanese, over version).
    static func run(arguments: [String]) -> Int32 {
        guard let wxsh = PlacesBenchmark.option("--wxsh", in: arguments) else {
            FileHandle.standardError.write(Data("wxsh-bench: startup needs --wxsh PATH\n".utf8))
            return 2
        }
        let runs = PlacesBenchmark.option("--runs", in: arguments).flatMap { Int($0) } ?? 40
        let warmup = PlacesBenchmark.option("--warmup", in: arguments).flatMap { Int($0) } ?? 5
        var samples = Array(repeating: [Double](), count: programs.count)
        for round in 0..<(warmup + runs) {
            for (index, program) in programs.enumerated() {
                let start = ContinuousClock.now
                // The keyless run may say on standard error that Open-Meteo could not be reached;
                // its exit status is still 0 (the bundled data is shown).
                guard LocationBenchmark.spawnAndWait(wxsh, program.arguments) == 0 else {
                    FileHandle.standardError.write(Data("wxsh-bench: wxsh \(program.arguments.joined(separator: " ")) failed\n".utf8))
                    return 1
                }
                if round >= warmup { samples[index].append(PlacesBenchmark.milliseconds(since: start)) }
            }
        }
        for (index, program) in programs.enumerated() {
            let all = samples[index]
            print(
                "median name=\(program.name) ms=\(String(format: "%.3f", all.percentile(50))) "
                    + "samples=\(all.map { String(format: "%.2f", $0) }.joined(separator: ","))")
        }
        for (name, index) in [("ratio", 1), ("ratio_de", 3), ("ratio_ja", 4)] {
            let ratios = zip(samples[index], samples[0]).map { $0 / $1 }
            print("median name=\(name) value=\(String(format: "%.4f", ratios.percentile(50)))")
        }
        return 0
    }
}
