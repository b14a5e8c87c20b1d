import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Drives one long wxsh session through a pipe and reads its memory at checkpoints, which a
/// shell script does badly: it must know when wxsh has carried out every command sent so far.
///
/// Standard output goes to /dev/null. At a checkpoint the driver sends a command wxsh does not
/// know, `bench-checkpoint-N`, and waits for its error line on standard error: wxsh runs
/// commands in order, so by then it has run everything before it. Then it reads
/// `/proc/PID/status`.
enum SessionDriver {
    /// `wxsh-bench soak [--commands N] [--checkpoints A,B,…] [--script FILE] -- PROGRAM ARGS…`
    ///
    /// Sends the command cycle (or FILE's lines) and prints one line per checkpoint:
    /// `checkpoint commands=N seconds=S rss_kb=… peak_kb=… anon_kb=… file_kb=…`, then
    /// `exit status=N`.
    static func run(arguments: [String]) -> Int32 {
        guard let dash = arguments.firstIndex(of: "--"), dash + 1 < arguments.count else {
            return usage("soak needs `-- PROGRAM [ARGS…]`")
        }
        let options = Array(arguments[..<dash])
        let program = Array(arguments[(dash + 1)...])
        let commands: [String]
        if let script = PlacesBenchmark.option("--script", in: options) {
            guard let text = try? String(contentsOfFile: script, encoding: .utf8) else { return usage("cannot read \(script)") }
            commands = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        } else {
            let count = PlacesBenchmark.option("--commands", in: options).flatMap { Int($0) } ?? 100_000
            commands = CommandScript.commands(count)
        }
        var checkpoints = (PlacesBenchmark.option("--checkpoints", in: options) ?? "")
            .split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 && $0 < commands.count }
        checkpoints.append(commands.count)
        checkpoints = Array(Set(checkpoints)).sorted()

        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program[0])
        process.arguments = Array(program.dropFirst())
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return usage("cannot start \(program[0]): \(error)")
        }
        let reader = LineReader(errors.fileHandleForReading)
        let start = ContinuousClock.now
        var sent = 0
        for (number, checkpoint) in checkpoints.enumerated() {
            let marker = "bench-checkpoint-\(number + 1)"
            while sent < checkpoint {
                let end = min(checkpoint, sent + 1000)
                let chunk = commands[sent..<end].joined(separator: "\n") + "\n"
                guard (try? input.fileHandleForWriting.write(contentsOf: Data(chunk.utf8))) != nil else {
                    return failed(process, "wxsh stopped reading after \(sent) commands")
                }
                sent = end
            }
            guard (try? input.fileHandleForWriting.write(contentsOf: Data((marker + "\n").utf8))) != nil,
                reader.waitFor(marker)
            else {
                return failed(process, "wxsh ended before checkpoint \(checkpoint)")
            }
            let seconds = PlacesBenchmark.milliseconds(since: start) / 1000
            guard let status = ProcStatus(pid: process.processIdentifier) else {
                return failed(process, "cannot read /proc/\(process.processIdentifier)/status")
            }
            print(
                "checkpoint commands=\(checkpoint) seconds=\(String(format: "%.3f", seconds)) rss_kb=\(status.rss) "
                    + "peak_kb=\(status.peak) anon_kb=\(status.anonymous) file_kb=\(status.file)")
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        for line in reader.unexpected { FileHandle.standardError.write(Data("wxsh said: \(line)\n".utf8)) }
        print("exit status=\(process.terminationStatus)")
        return 0
    }

    static func failed(_ process: Process, _ message: String) -> Int32 {
        FileHandle.standardError.write(Data("wxsh-bench: \(message)\n".utf8))
        if process.isRunning { process.terminate() }
        return 1
    }

    static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("wxsh-bench: \(message)\n".utf8))
        return 2
    }

    /// Reads standard error line by line until a checkpoint's marker; keeps any other line.
    final class LineReader {
        let handle: FileHandle
        var pending = Data()
        var unexpected: [String] = []

        init(_ handle: FileHandle) { self.handle = handle }

        /// Whether `marker` arrived before the end of the stream.
        func waitFor(_ marker: String) -> Bool {
            while true {
                while let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending = Data(pending[(newline + 1)...])
                    if line.contains("`\(marker)`") { return true }
                    unexpected.append(line)
                }
                let chunk = handle.availableData
                if chunk.isEmpty { return false }
                pending.append(chunk)
            }
        }
    }
}
