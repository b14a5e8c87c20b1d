import Foundation

// wxsh-bench: measures wxsh's performance budgets and prints them as a Markdown table.
// Run in release: `swift run -c release wxsh-bench places [--file PATH] [--seed N]`.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "places":
    exit(PlacesBenchmark.run(arguments: Array(arguments.dropFirst())))
case "lookup":
    exit(PlacesBenchmark.lookup(arguments: Array(arguments.dropFirst())))
default:
    FileHandle.standardError.write(Data("""
        usage: wxsh-bench places [--file PATH] [--seed N]   measure the gazetteer against its budgets
               wxsh-bench lookup TEXT... [--file PATH]      show what search, completion and resolve give

        """.utf8))
    exit(2)
}
