import CoreState
import CoreSupport

/// `pause [SECONDS]`: a demo waits for its presenter, or for a moment.
package enum PauseCommand {
    package static let descriptor = CommandDescriptor(
        name: "pause", usage: "pause [SECONDS]",
        summary: "in a demo, wait SECONDS, or for Enter at a terminal",
        details: """
            Waits SECONDS (a number from 0 to 600, such as 0.5) before the next command, so \
            a demo leaves the last view on screen long enough to talk about it. Without SECONDS \
            it waits for Enter when standard input is a terminal, and not at all elsewhere. A \
            cast (`--cast`) records the wait as the same gap. `--pause MS` waits after every \
            command of a script.
            """,
        parse: { arguments in
            guard let text = arguments.text else { return .success(.demo(.pause(nil))) }
            guard let seconds = DemoOptions.pauseSeconds(text) else {
                return .failure(arguments.error(.notPauseSeconds(TerminalSafety.sanitize(String(text.prefix(40))))))
            }
            return .success(.demo(.pause(seconds)))
        })
}
