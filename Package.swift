// swift-tools-version:6.0
// wxsh: a line-oriented shell for weather and air quality from the OpenWeather APIs.
// No package dependencies: FoundationEssentials (no ICU), the system's libedit and libcurl, and Swift Testing only.
import PackageDescription

let package = Package(
    name: "wxsh",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wxsh", targets: ["wxsh"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherIO", targets: ["WeatherIO"])
    ],
    targets: [
        // The headless core: the provider-neutral model, the providers' wire types and their
        // mapping, the per-app sessions, the command descriptors, formatters, places, finance.
        // No file, network or terminal I/O and no global mutable state: everything it needs is
        // passed in (Tests/WeatherCoreTests/CoreBoundaryTests checks the sources).
        .target(name: "WeatherCore"),

        // libedit (BSD editline) through its readline-compatible header, for the interactive shell.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),

        // libcurl, for HTTP: its header's types and constants (not linked), and the shim that
        // loads it with dlopen on the first request and wraps its calls (typed, where variadic).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .target(name: "CCurlShim", dependencies: ["CCurl"]),

        // glibc's mallopt, for the executable's one malloc arena (Sources/wxsh/ProcessTuning.swift).
        .systemLibrary(name: "CMalloc"),

        // What touches the world: the providers' clients, the libcurl transport, the response cache, atomic file writes
        // and bounded reads, the state, history, key and zone files, the mapped gazetteer; and
        // the runner (Runner/), which feeds the session lines from a line source it is handed and
        // carries out its effects: start-up, fetches, the pager, the progress line, output.
        // (WeatherCore stays pure and plain-swiftc-compilable, for scripts/fuzz.)
        .target(name: "WeatherIO", dependencies: ["WeatherCore", "CCurl", "CCurlShim"]),

        // The thin executable: main, the libedit line reader and signal installation, handed to
        // WeatherIO's SessionRunner.
        .executableTarget(name: "wxsh", dependencies: ["WeatherCore", "WeatherIO", "CLibEdit", "CMalloc"]),

        // Benchmarks with budgets (not timed tests): `swift run -c release wxsh-bench places`.
        .executableTarget(name: "wxsh-bench", dependencies: ["WeatherCore", "WeatherIO"], path: "Benchmarks/wxsh-bench"),

        // Test helpers shared by the suites: a fake OpenWeather server on 127.0.0.1, a process
        // runner, a pseudo-terminal driver, temporary XDG directories.
        .target(name: "WXTestSupport", path: "Tests/WXTestSupport"),

        // The fake OpenWeather server as a program, for end-to-end tests and the benchmark:
        // prints PORT=<n> and serves on 127.0.0.1 until standard input closes or SIGTERM.
        .executableTarget(name: "fake-openweather", dependencies: ["WXTestSupport"], path: "Tests/FakeOpenWeather"),

        .testTarget(name: "WeatherCoreTests", dependencies: ["WeatherCore", "WeatherIO", "WXTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "WeatherIOTests", dependencies: ["WeatherIO", "WeatherCore", "WXTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "wxshTests", dependencies: ["wxsh", "fake-openweather", "WeatherCore", "WXTestSupport"])
    ]
)
