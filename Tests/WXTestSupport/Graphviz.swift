import Foundation

/// Graphviz's `dot`, the oracle for what a DOT drawing looks like: where it is installed, the
/// tests run it; CI installs it (scripts/ensure-test-deps), so there they never skip.
public enum Graphviz {
    /// The `dot` program, when installed.
    public static var path: String? {
        ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `dot` with `arguments` on `source`: what it printed, what it complained and its status.
    public static func run(_ dot: String, _ arguments: [String], _ source: String) throws -> (Data, String, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Written from another thread: a big drawing fills the output pipe before the input ends.
        let text = Data(source.utf8)
        DispatchQueue.global().async {
            input.fileHandleForWriting.write(text)
            try? input.fileHandleForWriting.close()
        }
        let drawn = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (drawn, complaint, process.terminationStatus)
    }

    /// A PNG's width and height in pixels, from its IHDR chunk; nil when it is not a PNG.
    public static func pngSize(_ png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }
}
