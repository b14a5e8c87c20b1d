// swift-tools-version:6.0
// wxsh: a line-oriented shell for weather and air quality from the OpenWeather APIs.
// No package dependencies: FoundationEssentials (no ICU), the system's libedit and libcurl, and Swift Testing only.
import PackageDescription

/// WeatherCore's layers, lowest first (the order `core(...)` below declares them in).
let coreLayers = ["Support", "Language", "Model", "Places", "Finance", "Providers", "State", "Commands", "Rendering", "Session", "Shell"]

/// A layer of WeatherCore: the module `Core<name>` from Sources/WeatherCore/<name>, its purpose,
/// and the layers it imports (only ones declared before it in `coreLayers`).
func core(_ name: String, _ purpose: String, _ below: String...) -> Target {
    precondition(below.allSatisfy { coreLayers.firstIndex(of: $0)! < coreLayers.firstIndex(of: name)! }, "\(name) imports a layer above it")
    return .target(
        name: "Core" + name, dependencies: below.map { .target(name: "Core" + $0) }, path: "Sources/WeatherCore/" + name)
}

let package = Package(
    name: "wxsh",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wxsh", targets: ["wxsh"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherIO", targets: ["WeatherIO"])
    ],
    targets: [
        // The headless core, a stack of layers (Sources/WeatherCore/<layer>): each may import only
        // the layers below it, and the compiler refuses an arrow that points up (scripts/layers
        // prints the graph and fails on a cycle or an upward dependency). No file, network or
        // terminal I/O and no global mutable state: everything it needs is passed in
        // (Tests/WeatherCoreTests/CoreBoundaryTests checks the sources).
        core("Support", "text, width, JSON, limits, civil time: what every layer speaks"),
        core("Language", "the twelve languages: catalogs, plurals, numbers, calendar words", "Support"),
        core("Model", "the provider-neutral weather, places, units, zones and failures", "Support", "Language"),
        core("Places", "the gazetteer: 235,000 places offline, names in every language", "Support", "Language", "Model"),
        core("Finance", "the finance calculator: its fields, parser, arithmetic and tabs", "Support", "Language", "Model"),
        core("Providers", "OpenWeather and Open-Meteo: wire types, endpoints, decoding, recordings", "Support", "Language", "Model"),
        core(
            "State", "the session's values: state, commands, effects, views, the machine's words",
            "Support", "Language", "Model", "Places", "Finance", "Providers"),
        core("Commands", "one descriptor per command: parsing lines into commands", "Support", "Language", "Model", "Finance", "State"),
        core(
            "Rendering", "formatters: tabs, charts, map, help, explain, casts, the state diagram",
            "Support", "Language", "Model", "Places", "Finance", "Providers", "State", "Commands"),
        core(
            "Session", "the reducers: a line and the state in, the new state and effects out",
            "Support", "Language", "Model", "Places", "Finance", "Providers", "State", "Commands", "Rendering"),
        core(
            "Shell", "the shell's own logic: flags, completion, history, scripts, start-up",
            "Support", "Language", "Model", "Places", "Finance", "Providers", "State", "Commands", "Session"),
        // What users of the library import: every layer, re-exported.
        .target(name: "WeatherCore", dependencies: coreLayers.map { .target(name: "Core" + $0) }, path: "Sources/WeatherCore/Exports"),

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
        // Release builds export no symbols dynamically (the static standard library's link
        // arguments export all): nothing loads wxsh as a library, and at start-up the runtime
        // looks its own path up with dladdr, which reads the whole dynamic symbol table (0.25 M
        // instructions once the layers' `package` symbols were in it). They also link GCC's
        // C++ and support libraries statically (Sources/wxsh/Link says how and why): loading
        // the shared ones was 1.8 M instructions and 2 MB of start-up.
        .executableTarget(
            name: "wxsh", dependencies: ["WeatherCore", "WeatherIO", "CLibEdit", "CMalloc"], exclude: ["Link"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xlinker", "--no-export-dynamic", "-L", Context.packageDirectory + "/Sources/wxsh/Link",
                        "-Xclang-linker", "-static-libgcc"
                    ],
                    .when(configuration: .release))
            ]),

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
