import Foundation
import WXTestSupport
import WeatherCore

@testable import WeatherIO

#if canImport(Glibc)
    import Glibc
#endif

/// Lines typed, and Ctrl-C at the prompt, from memory; keeps the prompts the runner showed.
struct MemoryLines: LineSource {
    enum Event: Sendable {
        case line(String)
        /// Ctrl-C at the prompt.
        case interrupt
    }

    var events: [Event]
    let seen: Seen

    /// What the runner asked for, kept across the copies of the source.
    final class Seen {
        var prompts: [String] = []
        var history: [String] = []
    }

    mutating func next(_ prompt: Prompt, beforeWaiting: () -> Void) -> ReadResult {
        seen.prompts.append(prompt.text)
        beforeWaiting()
        guard !events.isEmpty else { return .end }
        switch events.removeFirst() {
        case .line(let text): return .line(text)
        case .interrupt: return .interrupted
        }
    }

    mutating func record(_ line: String) { seen.history.append(line) }
}

/// Ctrl-C pressed in memory: a flag, and a pipe that wakes the runner's wait as the signal
/// handler's does.
final class MemoryInterrupts: InterruptSource, @unchecked Sendable {
    private let lock = NSLock()
    private var pressed = false
    private let pipe: (read: Int32, write: Int32)

    init() {
        var fds: [Int32] = [-1, -1]
        _ = Glibc.pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        pipe = (fds[0], fds[1])
    }

    deinit {
        close(pipe.read)
        close(pipe.write)
    }

    /// Ctrl-C.
    func press() {
        lock.withLock { pressed = true }
        var byte: UInt8 = 1
        _ = write(pipe.write, &byte, 1)
    }

    var wakeDescriptor: Int32 { pipe.read }
    var isPending: Bool { lock.withLock { pressed } }
    var termination: Int32? { nil }

    func takeInterrupt() -> Bool {
        drain()
        return lock.withLock {
            defer { pressed = false }
            return pressed
        }
    }

    func dropStaleWakeUps() {
        if !isPending { drain() }
    }

    private func drain() {
        var byte: UInt8 = 0
        while read(pipe.read, &byte, 1) > 0 {}
    }
}

/// OpenWeather in memory: the fake server's answers, without sockets; requests for some
/// places fail, or wait until they are cancelled (after pressing Ctrl-C, as a person would).
struct FakeNetwork: Sendable {
    let server: FakeOpenWeatherServer
    /// Requests whose URL holds this (`lat=48.8`) fail as if nothing listened.
    var failing: String?
    /// Requests whose URL holds this wait, Ctrl-C is pressed, and they end when cancelled.
    var hanging: String?
    let interrupts: MemoryInterrupts

    var transport: HTTPTransport {
        HTTPTransport { [self] request throws(TransportError) in
            let url = request.url.absoluteString
            if let failing, url.contains(failing) { throw .cannotConnect }
            if let hanging, url.contains(hanging) {
                interrupts.press()
                while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
                throw .cancelled
            }
            let (status, body) = server.answer(request.url)
            return HTTPResponse(status: status, body: body)
        }
    }
}

/// One run of the runner in memory: lines in, standard output and error collected.
struct RunnerRun {
    /// 2026-01-01 00:00 UTC: the clock of the run and of the fake server, so output is the same every day.
    static let moment = Date(timeIntervalSince1970: 1_767_225_600)

    var status: Int32 = 0
    var stdout = ""
    var stderr = ""
    var prompts: [String] = []

    /// Runs `lines` with OpenWeather's key set, at a terminal (`interactive`) or from a pipe.
    ///
    /// On a thread of its own, as the executable runs on its main thread: the runner waits for
    /// its fetches synchronously, which would hold one of Swift's few cooperative threads, and
    /// tests running in parallel could hold them all while their fetches wait for one.
    init(
        _ lines: [MemoryLines.Event], interactive: Bool, failing: String? = nil, hanging: String? = nil, arguments: [String] = [],
        errorsOnAColourTerminal: Bool = false
    ) async throws {
        self = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try RunnerRun(
                            onThisThread: lines, interactive: interactive, failing: failing, hanging: hanging, arguments: arguments,
                            errorsOnAColourTerminal: errorsOnAColourTerminal)
                    })
            }.start()
        }
    }

    private init(
        onThisThread lines: [MemoryLines.Event], interactive: Bool, failing: String?, hanging: String?, arguments: [String],
        errorsOnAColourTerminal: Bool
    ) throws {
        let home = TemporaryHome()
        let interrupts = MemoryInterrupts()
        let server = try FakeOpenWeatherServer(clock: { RunnerRun.moment })
        let network = FakeNetwork(server: server, failing: failing, hanging: hanging, interrupts: interrupts)
        let seen = MemoryLines.Seen()
        let source = MemoryLines(events: lines, seen: seen)
        final class Collected {
            var stdout: [UInt8] = []
            var stderr: [UInt8] = []
        }
        let collected = Collected()
        let services = RunnerServices(
            environment: home.environment(
                ["OPENWEATHER_API_KEY": FakeOpenWeatherServer.defaultKey].merging(errorsOnAColourTerminal ? ["NO_COLOR": ""] : [:]) { $1 }),
            accountHome: nil,
            terminal: TerminalFacts(
                inputIsTerminal: interactive, outputIsTerminal: interactive, errorIsTerminal: errorsOnAColourTerminal, rows: { nil },
                columns: { 80 },
                errorColumns: { nil }),
            output: OutputSink(
                standardOutput: {
                    collected.stdout += $0
                    return nil
                }, standardError: { collected.stderr += $0 }),
            interrupts: interrupts, transport: network.transport, now: { RunnerRun.moment },
            dataFolders: [RepoPaths.root.appendingPathComponent("Resources").path],
            terminalLines: { _ in source }, standardInput: { source })
        status = SessionRunner.run(arguments: arguments, services: services)
        stdout = String(decoding: collected.stdout, as: UTF8.self)
        stderr = String(decoding: collected.stderr, as: UTF8.self)
        prompts = seen.prompts
    }

    /// The whole run as one text, for a golden file.
    var transcript: String {
        "status \(status)\n--- standard output\n\(stdout)--- standard error\n\(stderr)"
    }
}
