import Foundation

/// What a finished process printed and how it ended.
public struct RunResult: Sendable {
    public let stdout: String
    public let stderr: String
    public let status: Int32
    public let stdoutData: Data
}

/// Runs built binaries the way a user would, reading both pipes while the process runs so a
/// full pipe cannot deadlock it.
public enum Run {
    /// The folder holding the built products (`.build/debug` or wherever the tests were built).
    public static var productsFolder: URL {
        if let explicit = ProcessInfo.processInfo.environment["WXSH_BUILD_DIR"] {
            return URL(fileURLWithPath: explicit)
        }
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The test runner may live inside a bundle folder (`…/debug/wxshPackageTests.xctest`).
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("wxsh").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }

    /// The built `wxsh`.
    public static var wxsh: String { productsFolder.appendingPathComponent("wxsh").path }

    /// Runs a program with the given arguments, environment and standard input.
    public static func process(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: Data = Data(), currentDirectory: String? = nil, timeout: TimeInterval = 60
    ) -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOut) in [(output, true), (error, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isOut: isOut)
                group.leave()
            }
        }
        do {
            try process.run()
        } catch {
            return RunResult(stdout: "", stderr: "could not start \(executable): \(error)", status: -1, stdoutData: Data())
        }
        DispatchQueue.global().async {
            if !stdin.isEmpty { try? input.fileHandleForWriting.write(contentsOf: stdin) }
            try? input.fileHandleForWriting.close()
        }
        let deadline = DispatchTime.now() + timeout
        if group.wait(timeout: deadline) == .timedOut {
            process.terminate()
            group.wait()
        }
        process.waitUntilExit()
        let (out, err) = collected.get()
        Secrets.check(out, in: "standard output of \(executable) \(arguments.joined(separator: " "))")
        Secrets.check(err, in: "standard error of \(executable) \(arguments.joined(separator: " "))")
        return RunResult(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus, stdoutData: out)
    }

    /// Runs the built `wxsh`.
    public static func wxsh(_ arguments: [String], environment: [String: String], stdin: String = "") -> RunResult {
        process(wxsh, arguments, environment: environment, stdin: Data(stdin.utf8))
    }

    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()
        func set(_ data: Data, isOut: Bool) {
            lock.lock()
            if isOut { out = data } else { err = data }
            lock.unlock()
        }
        func get() -> (Data, Data) {
            lock.lock()
            defer { lock.unlock() }
            return (out, err)
        }
    }
}
