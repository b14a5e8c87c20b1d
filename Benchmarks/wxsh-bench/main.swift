import Foundation

// wxsh-bench: measures wxsh's performance budgets and prints them as a Markdown table.
// Run in release: `swift run -c release wxsh-bench places [--file PATH] [--seed N]`.
// `scripts/bench` runs every figure; the subcommands below are its measuring instruments.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "places":
    exit(PlacesBenchmark.run(arguments: Array(arguments.dropFirst())))
case "lookup":
    exit(PlacesBenchmark.lookup(arguments: Array(arguments.dropFirst())))
case "script":
    exit(CommandScript.print(arguments: Array(arguments.dropFirst())))
case "soak":
    exit(SessionDriver.run(arguments: Array(arguments.dropFirst())))
case "requests":
    exit(RequestTimer.run(arguments: Array(arguments.dropFirst())))
case "location":
    exit(LocationBenchmark.run(arguments: Array(arguments.dropFirst())))
case "startup":
    exit(StartupBenchmark.run(arguments: Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(
        Data(
            """
            usage: wxsh-bench places [--file PATH] [--seed N]   measure the gazetteer against its budgets
                   wxsh-bench lookup TEXT... [--file PATH]      show what search, completion and resolve give
                   wxsh-bench script [--commands N]             print N commands cycling through every tab,
                                                                both formats and all units (default 10,000)
                   wxsh-bench soak [--commands N] [--checkpoints A,B,...] [--script FILE] -- WXSH [ARGS...]
                                                                drive one session through a pipe; print its
                                                                memory (from /proc) at each checkpoint
                   wxsh-bench requests [--times N]              time single requests to each endpoint of
                                                                OPENWEATHER_API_URL (plain HTTP, median of N)
                   wxsh-bench startup --wxsh PATH [--runs N] [--warmup N]
                                                                time `wxsh -c 'tab city'` and `wxsh --version`,
                                                                alternating
                   wxsh-bench location --wxsh PATH [--baseline PATH] [--runs N] [--warmup N]
                                                                time the offline and the network start-up,
                                                                two location changes (and another binary's)
                                                                and their single requests, interleaved

            """.utf8))
    exit(2)
}
