import CoreState

/// `snapshot FILE.svg`: the last view as a still picture for a slide or a handout.
package enum SnapshotCommand {
    package static let descriptor = CommandDescriptor(
        name: "snapshot", usage: "snapshot FILE.svg",
        summary: "write the last view to FILE.svg as a picture, for a slide",
        details: """
            Writes the screen as it is now — the last view printed, at the terminal's width \
            (`COLUMNS`, else 80), in the terminal's colours — to FILE as a still SVG image: \
            text stays text (selectable), in a monospace font. The file is written whole or not \
            at all; a FILE that cannot be written is said in one line and the command fails. \
            `~/` at the start means the home folder.
            """,
        parse: { arguments in
            guard let path = arguments.text else { return .failure(arguments.error(.snapshotFile)) }
            return .success(.demo(.snapshot(path: path)))
        })
}
