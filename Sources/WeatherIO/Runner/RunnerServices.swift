import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Everything the runner takes from the world, passed in: the executable gives the live
/// values (`live`), tests give lines, a sink and a transport in memory.
struct RunnerServices {
    var environment: [String: String]
    /// The account's home folder from the password database, used when `HOME` is not set.
    var accountHome: String?
    var terminal: TerminalFacts
    var output: OutputSink
    /// Ctrl-C, SIGTERM and SIGHUP, as the signal handlers (or a test) report them.
    var interrupts: any InterruptSource
    /// How every HTTP request is sent: the providers' and the icon images'.
    var transport: HTTPTransport
    /// The clock: when data was fetched, how old it is, what "now" the views show.
    var now: @Sendable () -> Date
    /// Where the bundled data and the gazetteer may be, best first.
    var dataFolders: [String]
    /// Lines typed at a terminal: the executable's libedit reader.
    var terminalLines: (TerminalLineSetup) -> any LineSource
    /// Standard input when it is not a terminal (or not read as one).
    var standardInput: () -> any LineSource
    /// `--record`, `--replay`, `--cast`: set by `Demo.open`, nil for an ordinary run.
    var demo: Demo? = nil

    /// The real process's: its terminal, standard streams, libcurl and the system clock.
    static func live(
        environment: [String: String], interrupts: any InterruptSource,
        terminalLines: @escaping (TerminalLineSetup) -> any LineSource
    ) -> RunnerServices {
        RunnerServices(
            environment: environment, accountHome: Account.home(), terminal: .live(), output: .live(interrupts: interrupts),
            interrupts: interrupts,
            transport: .live, now: { Date() }, dataFolders: SessionRunner.dataFolders(environment: environment),
            terminalLines: terminalLines,
            standardInput: { PlainLineReader(fd: STDIN_FILENO, interrupts: interrupts) })
    }
}
