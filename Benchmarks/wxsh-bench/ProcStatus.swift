/// Memory figures of a running process, from `/proc/PID/status` (Linux), in kilobytes.
struct ProcStatus {
    /// Resident set now.
    var rss = 0
    /// Peak resident set so far (the high-water mark).
    var peak = 0
    /// Resident anonymous memory (heap, stacks).
    var anonymous = 0
    /// Resident pages of mapped files (the binary, libraries, the gazetteer).
    var file = 0

    /// Reads the process's status; nil when there is no such process or no /proc.
    init?(pid: Int32) {
        guard let text = PlacesBenchmark.readProcFile("/proc/\(pid)/status") else { return nil }
        var found = false
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { continue }
            switch fields[0] {
            case "VmRSS:":
                rss = kilobytes
                found = true
            case "VmHWM:": peak = kilobytes
            case "RssAnon:": anonymous = kilobytes
            case "RssFile:": file = kilobytes
            default: break
            }
        }
        if !found { return nil }
    }
}
