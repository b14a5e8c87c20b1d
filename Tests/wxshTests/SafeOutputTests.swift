import Foundation
import Testing
import WXTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `--cast` and `--record` through the built `wxsh`: they never write over the run's own
/// inputs, they appear whole at the end or not at all, and a write that fails is said.
@Suite(.serialized) struct SafeOutputTests {
    let home = TemporaryHome()

    func path(_ name: String) -> String { home.root.appendingPathComponent(name).path }

    func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// Runs wxsh offline on `tab now` (or the arguments' own input) and expects a usage error.
    func refused(_ arguments: [String], _ message: String) {
        let result = Run.wxsh(["--offline"] + arguments, environment: home.environment())
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments)")
        #expect(result.stderr == "wxsh: \(message) are the same file; name another file to write\n", "\(arguments)")
    }

    @Test func aFileNamedTwiceIsAUsageErrorAndNothingIsWritten() throws {
        let recording = path("x.wxrec")
        let recorded = Run.wxsh(["--offline", "--record", recording, "-c", "tab now"], environment: home.environment())
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let before = try #require(contents(recording))
        refused(["--replay", recording, "--cast", recording, "-c", "tab now"], "--replay \(recording) and --cast \(recording)")
        let script = home.write("s.wxsh", "tab now\n")
        refused(["--echo", "--cast", script, script], "the script \(script) and --cast \(script)")
        // Links are the same file: by device and inode, not by name.
        try FileManager.default.linkItem(atPath: script, toPath: path("hard.cast"))
        try FileManager.default.createSymbolicLink(atPath: path("link.cast"), withDestinationPath: recording)
        refused(["--cast", path("hard.cast"), script], "the script \(script) and --cast \(path("hard.cast"))")
        refused(
            ["--replay", recording, "--cast", path("link.cast"), "-c", "tab now"], "--replay \(recording) and --cast \(path("link.cast"))")
        // Two outputs into one new file, named two ways.
        refused(
            ["--record", path("new.out"), "--cast", home.root.path + "/./new.out", "-c", "tab now"],
            "--record \(path("new.out")) and --cast \(home.root.path)/./new.out")
        #expect(contents(recording) == before, "the recording was written over")
        #expect(contents(script) == "tab now\n", "the script was written over")
        #expect(!FileManager.default.fileExists(atPath: path("new.out")))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.root.path)) == ["x.wxrec", "s.wxsh", "hard.cast", "link.cast"])
        // Different files are fine.
        let ok = Run.wxsh(["--offline", "--replay", recording, "--cast", path("y.cast"), "-c", "tab now"], environment: home.environment())
        #expect(ok.status == 0 && ok.stderr.isEmpty, "\(ok.stderr)")
    }

    @Test func aCastOrRecordingThatCannotBeWrittenIsOneLineAndStatusOne() {
        let shown = Run.wxsh(["--offline", "-c", "tab now"], environment: home.environment())
        for (option, what) in [("--cast", "the cast"), ("--record", "the recording")] {
            let result = Run.wxsh(["--offline", option, "/dev/full", "-c", "tab now"], environment: home.environment())
            #expect(result.status == 1, "\(option)")
            #expect(result.stderr == "wxsh: cannot write \(what) /dev/full: No space left on device\n")
            #expect(result.stdout == shown.stdout, "the output still comes")
        }
        let json = Run.wxsh(["--offline", "--format", "json", "--cast", "/dev/full", "-c", "tab now"], environment: home.environment())
        #expect(json.status == 1)
        #expect(
            json.stderr
                == "{\"error\":{\"command\":null,\"kind\":\"file\",\"message\":\"cannot write the cast /dev/full: No space left on device\"}}\n"
        )
    }

    /// CI runs as root and must run this; on a laptop without root it is left out (and says so).
    static let canMount = getuid() == 0 || ProcessInfo.processInfo.environment["CI"] != nil

    @Test(.enabled(if: canMount, "mounting a 64 KB tmpfs needs root (CI runs as root; run it there)"))
    func aFullDiskLeavesThePreviousFileWholeAndFails() throws {
        let disk = path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let mounted = Run.process("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk], environment: [:])
        try #require(mounted.status == 0, "cannot mount a tmpfs for the full-disk test: \(mounted.stderr)")
        defer { _ = Run.process("/bin/umount", [disk], environment: [:]) }
        let cast = disk + "/demo.cast"
        let recording = disk + "/demo.wxrec"
        try "previous cast\n".write(toFile: cast, atomically: false, encoding: .utf8)
        try "previous recording\n".write(toFile: recording, atomically: false, encoding: .utf8)
        // Fill the disk to the last block.
        let filled = Run.process("/bin/dd", ["if=/dev/zero", "of=\(disk)/filler", "bs=4096"], environment: [:])
        #expect(filled.stderr.contains("No space left on device"), "\(filled.stderr)")
        let commands = Array(repeating: "tab now", count: 100).joined(separator: "; ")
        for (option, file, what) in [("--cast", cast, "the cast"), ("--record", recording, "the recording")] {
            let result = Run.wxsh(["--offline", option, file, "-c", commands], environment: home.environment())
            #expect(result.status == 1, "\(option): \(result.stderr)")
            #expect(result.stderr == "wxsh: cannot write \(what) \(file): No space left on device\n")
        }
        #expect(contents(cast) == "previous cast\n")
        #expect(contents(recording) == "previous recording\n")
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: disk)) == ["demo.cast", "demo.wxrec", "filler"],
            "a temporary file was left")
    }

    @Test func theFileAppearsWholeAtTheEndOrWhenASignalStopsTheRun() throws {
        let recording = path("demo.wxrec")
        let cast = path("demo.cast")
        try "previous\n".write(toFile: recording, atomically: false, encoding: .utf8)
        try "previous\n".write(toFile: cast, atomically: false, encoding: .utf8)
        // While wxsh waits for its next line, the files are still the previous ones.
        let script = """
            { echo 'tab now'; sleep 1; cat "$1" "$2" > "$3"; } | "$0" --offline --record "$1" --cast "$2" > /dev/null
            """
        let run = Run.process(
            "/bin/bash", ["-c", script, Run.wxsh, recording, cast, path("seen")], environment: home.environment())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(contents(path("seen")) == "previous\nprevious\n")
        #expect(contents(recording)?.hasPrefix("{\"wxsh_recording\":1,") == true)
        #expect(contents(recording)?.contains("{\"command\":1,") == true)
        #expect(contents(cast)?.contains("Weather Now") == true)
        // SIGTERM while it waits: what was recorded is put in place.
        try "previous\n".write(toFile: recording, atomically: false, encoding: .utf8)
        let stopped = """
            mkfifo "$2"; "$0" --offline --record "$1" < "$2" > /dev/null & exec 3> "$2"; echo 'tab now' >&3
            sleep 1; kill -TERM $!; wait $!; echo $?
            """
        let signalled = Run.process("/bin/bash", ["-c", stopped, Run.wxsh, recording, path("commands")], environment: home.environment())
        #expect(signalled.stdout == "143\n", "\(signalled.stderr)")
        #expect(contents(recording)?.contains("{\"command\":1,") == true, "\(contents(recording) ?? "")")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.root.path)).filter { $0.hasPrefix(".") }.isEmpty)
    }

    // MARK: - Files that are not regular files

    /// The three files wxsh writes on request, each asked to write `file`.
    static let writers: [(name: String, arguments: @Sendable (String) -> [String])] = [
        ("snapshot", { ["--offline", "-c", "tab now; snapshot \($0)"] }),
        ("--cast", { ["--offline", "--cast", $0, "-c", "tab now"] }),
        ("--record", { ["--offline", "--record", $0, "-c", "tab now"] })
    ]

    /// What kind of file is at `path` (not following a link): `S_IFIFO`, `S_IFCHR`, `S_IFLNK`, `S_IFREG`.
    func kind(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// Reads a FIFO while wxsh writes it, without blocking anyone: what came is kept.
    final class FIFOReader: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var done = false
        private var finished = false

        init(_ path: String) {
            let fd = open(path, O_RDONLY | O_NONBLOCK)
            Thread.detachNewThread { [self] in read(fd) }
        }

        private func read(_ fd: Int32) {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let stop = lock.withLock { done }
                let n = Glibc.read(fd, &buffer, buffer.count)
                if n > 0 {
                    lock.withLock { bytes += buffer[0..<n] }
                } else if stop {
                    break
                } else {
                    usleep(2000)
                }
            }
            close(fd)
            lock.withLock { finished = true }
        }

        /// Stops reading (after what is left) and returns everything read.
        func finish() -> String {
            lock.withLock { done = true }
            while !lock.withLock({ finished }) { usleep(1000) }
            return lock.withLock { String(decoding: bytes, as: UTF8.self) }
        }
    }

    /// A FIFO is written, never replaced: its reader gets the file.
    @Test func snapshotCastAndRecordingWriteIntoAFIFOAndLeaveItAFIFO() throws {
        for (name, arguments) in Self.writers {
            let fifo = path("\(name.filter(\.isLetter)).fifo")
            try #require(mkfifo(fifo, 0o600) == 0)
            let reader = FIFOReader(fifo)
            let result = Run.wxsh(arguments(fifo), environment: home.environment())
            let read = reader.finish()
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
            #expect(kind(fifo) == S_IFIFO, "\(name) replaced the FIFO")
            let expected = name == "snapshot" ? "</svg>" : (name == "--cast" ? "\"version\": 2" : "{\"wxsh_recording\":1,")
            #expect(read.contains(expected), "\(name): the reader got \(read.prefix(200))")
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.root.path)).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// Character devices (made here: CI runs as root) are written and stay devices: one like
    /// `/dev/null` takes the file, one like `/dev/full` fails in one line with status 1.
    @Test(.enabled(if: getuid() == 0, "mknod needs root (CI runs as root; run it there)"))
    func snapshotCastAndRecordingWriteIntoADeviceAndLeaveItADevice() throws {
        let null = path("null")
        let full = path("full")
        // Linux's `makedev(1, 3)` and `makedev(1, 7)`: the memory devices /dev/null and /dev/full.
        try #require(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod: \(String(cString: strerror(errno)))")
        try #require(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
        for (name, arguments) in Self.writers {
            let written = Run.wxsh(arguments(null), environment: home.environment())
            #expect(written.status == 0, "\(name): \(written.stderr)")
            #expect(written.stderr.isEmpty, "\(name): \(written.stderr)")
            let failed = Run.wxsh(arguments(full), environment: home.environment())
            #expect(failed.status == 1, "\(name): \(failed.stderr)")
            let what = [
                "snapshot": "snapshot: cannot write the snapshot", "--cast": "cannot write the cast",
                "--record": "cannot write the recording"
            ]
            #expect(failed.stderr == "wxsh: \(what[name]!) \(full): No space left on device\n", "\(name)")
            #expect(kind(null) == S_IFCHR && kind(full) == S_IFCHR, "\(name) replaced a device")
        }
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.root.path)).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// `snapshot /dev/stdout` with standard output in a regular file writes into that file,
    /// after the view, rather than renaming a new file over it (which lost the run's output).
    @Test func aSnapshotToStandardOutputInAFileGoesAfterTheView() throws {
        let out = path("out.txt")
        let run = Run.process(
            "/bin/bash", ["-c", #""$0" --offline -c 'tab now; snapshot /dev/stdout' > "$1""#, Run.wxsh, out],
            environment: home.environment())
        #expect(run.status == 0, "\(run.stderr)")
        let text = try #require(contents(out))
        let view = try #require(text.range(of: "Weather Now"))
        let svg = try #require(text.range(of: "</svg>"))
        #expect(view.upperBound < svg.lowerBound)
        #expect(text.hasSuffix("</svg>") || text.hasSuffix("</svg>\n"), "\(text.suffix(80))")
        #expect(text.components(separatedBy: "<?xml").count == 2, "one picture")
    }

    /// A symbolic link to a regular file stays a link; the file it points to is replaced, whole.
    @Test func snapshotCastAndRecordingThroughALinkReplaceTheFileItPointsTo() throws {
        for (name, arguments) in Self.writers {
            let target = path("\(name.filter(\.isLetter)).target")
            let link = path("\(name.filter(\.isLetter)).link")
            try "previous\n".write(toFile: target, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            let result = Run.wxsh(arguments(link), environment: home.environment())
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(kind(link) == S_IFLNK, "\(name) replaced the link")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
            #expect(kind(target) == S_IFREG)
            #expect(contents(target).map { $0 != "previous\n" && !$0.isEmpty } == true, "\(name) did not write the file")
        }
    }

    /// A folder without write permission: root may write in it anyway (CI runs as root), a user
    /// may not, and is told so in one line; either way nothing is left half-written.
    @Test func snapshotCastAndRecordingIntoAReadOnlyFolder() throws {
        let folder = path("read-only")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(chmod(folder, 0o555) == 0)
        defer { chmod(folder, 0o755) }
        for (name, arguments) in Self.writers {
            let file = folder + "/\(name.filter(\.isLetter)).out"
            let result = Run.wxsh(arguments(file), environment: home.environment())
            if getuid() == 0 {
                #expect(result.status == 0, "\(name): \(result.stderr)")
                #expect(kind(file) == S_IFREG)
            } else {
                #expect(result.status != 0, "\(name)")
                #expect(result.stderr.hasPrefix("wxsh: ") && result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
                #expect(result.stderr.lowercased().contains("permission denied"), "\(result.stderr)")
                #expect(kind(file) == 0)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }.isEmpty)
    }
}
