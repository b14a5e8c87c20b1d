// fake-openweather: the fake OpenWeather server as a program, for tests that run the wxsh
// binary (end-to-end transcripts, the benchmark). It listens on 127.0.0.1, prints `PORT=<n>`,
// and serves until standard input closes (or `--no-stdin`: until SIGTERM or SIGINT).
import Dispatch
import Foundation
import WXTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    usage: fake-openweather [--key KEY] [--port N] [--mode MODE [--path PATH] [--times N]]
                            [--delay SECONDS [--path PATH]] [--reuse-answers] [--no-stdin]

    Serves OpenWeather's paths, and Open-Meteo's /v1/forecast, /v1/air-quality and
    /v1/search (no key; `quota` sends Open-Meteo's 429 body there), on 127.0.0.1 and
    prints PORT=<n> on standard output.
      --key KEY        the only appid accepted (default \(FakeOpenWeatherServer.defaultKey))
      --port N         the port (default 0: any free port)
      --mode MODE      misbehave: invalid-key, onecall-subscription, not-found, quota,
                       server-500, server-502, server-503, status-NNN, redirect, not-json, wrong-shape,
                       huge, huge-stream, huge-BYTES, trickle, trickle-SECONDS, close-mid-body, drop
      --path PATH      only for this path, e.g. /data/3.0/onecall (onecall-subscription
                       defaults to it; other modes default to every path)
      --times N        only for the next N requests
      --delay SECONDS  wait this long before every answer (or only on --path)
      --reuse-answers  send a generated answer again for the same request within the
                       same minute (the benchmark: the server's own time stays small)
      --no-stdin       ignore standard input; serve until SIGTERM or SIGINT

    Commands on standard input, one per line, each answered by one line (OK, COUNT=n, ERROR …):
      mode MODE [PATH]      misbehave from now on (`mode normal` clears every mode and delay)
      delay SECONDS [PATH]  delay answers (0 clears)
      barrier N [SECONDS]   hold answers until N requests have arrived
      count [PATH]          COUNT=<requests so far>
      connections           CONNECTIONS=<connections accepted since the last reset>
      log                   one line per request: REQUEST <path> <query without appid>, then OK
      reset                 forget the request log
      quit                  stop (so does end of input)

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("fake-openweather: \(message)\n".utf8))
    exit(2)
}

var key = FakeOpenWeatherServer.defaultKey
var port: UInt16 = 0
var mode: FakeMisbehaviour?
var modePath: String?
var times: Int?
var delay: TimeInterval = 0
var readStdin = true
var reuseAnswers = false

var arguments = CommandLine.arguments.dropFirst()
@MainActor func value(_ flag: String) -> String {
    guard let next = arguments.popFirst() else { fail("\(flag) needs a value") }
    return next
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--key": key = value(argument)
    case "--port":
        guard let n = UInt16(value(argument)) else { fail("--port needs a number from 0 to 65535") }
        port = n
    case "--mode":
        let name = value(argument)
        guard let parsed = FakeMisbehaviour(name: name) else { fail("unknown mode `\(name)`") }
        mode = parsed
    case "--path": modePath = value(argument)
    case "--times":
        guard let n = Int(value(argument)), n > 0 else { fail("--times needs a positive number") }
        times = n
    case "--delay":
        guard let seconds = TimeInterval(value(argument)), seconds >= 0 else { fail("--delay needs seconds") }
        delay = seconds
    case "--no-stdin": readStdin = false
    case "--reuse-answers": reuseAnswers = true
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    default: fail("unknown argument `\(argument)`\n\(usage)")
    }
}

/// The path a mode applies to when none is given.
func defaultPath(for mode: FakeMisbehaviour) -> String? {
    mode == .oneCallSubscription ? FakeOpenWeatherServer.Path.oneCall : nil
}

let server: FakeOpenWeatherServer
do {
    server = try FakeOpenWeatherServer(validKey: key)
    try server.start(port: port)
} catch {
    fail("cannot start: \(error)")
}
if let mode { server.misbehave(mode, on: modePath ?? defaultPath(for: mode), times: times) }
if delay > 0 { server.delay(delay, on: modePath) }
server.reusesAnswers = reuseAnswers

/// Writes a line to standard output at once (a driver waits for it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@MainActor func finish() {
    server.stop()
    exit(0)
}

/// Carries out one command line.
@MainActor func command(_ line: String) {
    let words = line.split(separator: " ").map(String.init)
    guard let verb = words.first?.lowercased() else { return }
    switch verb {
    case "mode":
        guard words.count >= 2 else { return say("ERROR mode needs a name") }
        if words[1] == "normal" || words[1] == "none" {
            server.behave()
            return say("OK")
        }
        guard let parsed = FakeMisbehaviour(name: words[1]) else { return say("ERROR unknown mode \(words[1])") }
        server.misbehave(parsed, on: words.count > 2 ? words[2] : defaultPath(for: parsed))
        say("OK")
    case "delay":
        guard words.count >= 2, let seconds = TimeInterval(words[1]) else { return say("ERROR delay needs seconds") }
        server.delay(seconds, on: words.count > 2 ? words[2] : nil)
        say("OK")
    case "barrier":
        guard words.count >= 2, let n = Int(words[1]) else { return say("ERROR barrier needs a count") }
        server.holdResponses(untilArrivals: n, timeout: words.count > 2 ? TimeInterval(words[2]) ?? 5 : 5)
        say("OK")
    case "count":
        say("COUNT=\(server.count(words.count > 1 ? words[1] : nil))")
    case "connections":
        say("CONNECTIONS=\(server.acceptedConnections)")
    case "log":
        for request in server.requests {
            let query = request.rawQuery.split(separator: "&").filter { !$0.lowercased().hasPrefix("appid=") }.joined(separator: "&")
            say("REQUEST \(request.path) \(query)")
        }
        say("OK")
    case "reset":
        server.resetLog()
        say("OK")
    case "quit", "exit":
        finish()
    default:
        say("ERROR unknown command \(verb)")
    }
}

signal(SIGTERM, SIG_IGN)
signal(SIGINT, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
let terminate = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
terminate.setEventHandler { MainActor.assumeIsolated { finish() } }
terminate.resume()
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .main)
interrupt.setEventHandler { MainActor.assumeIsolated { finish() } }
interrupt.resume()

say("PORT=\(server.port)")

if readStdin {
    let reader = Thread {
        while let line = readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            DispatchQueue.main.sync { MainActor.assumeIsolated { command(trimmed) } }
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { finish() } }
    }
    reader.start()
}
dispatchMain()
