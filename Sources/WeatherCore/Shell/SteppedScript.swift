import CoreLanguage
import CoreState
import CoreSupport

/// A script as `--step` presents it: its commands as numbered steps, each with the presenter's
/// directives before it (narration, `pause`), which are not steps; a `#` comment block starts a
/// narrated section, which `n` and `p` jump between.
package struct SteppedScript: Equatable, Sendable {
    /// What comes before a step's command: shown or waited for, never stepped.
    package enum Directive: Equatable, Sendable {
        /// A comment line's text (`# Now Paris` is `Now Paris`).
        case narration(String)
        /// A `pause` command, as written (`pause 2`): it goes through the session, which checks it.
        case pause(String)
    }

    package struct Step: Equatable, Sendable {
        /// The directives between the step before and this one, in order.
        package var before: [Directive]
        package var command: String
        /// The script's line the command is on.
        package var line: Int
        /// The first narration line of the section this step is in; nil before the first.
        package var section: String?
        /// Whether a comment block comes right before it (a section starts here).
        package var startsSection: Bool
    }

    package private(set) var steps: [Step] = []
    /// The directives after the last command.
    package private(set) var after: [Directive] = []

    /// Reads the lines of a script (without their line ends).
    package init(lines: [String]) {
        var pending: [Directive] = []
        var section: String?
        var blockStarted = false
        for (index, line) in lines.enumerated() {
            if let said = DemoOptions.narration(in: line) {
                if !blockStarted {
                    section = said
                    blockStarted = true
                }
                pending.append(.narration(said))
                continue
            }
            for command in LineSplitter.commands(in: line) {
                if DemoOptions.isPause(command) {
                    pending.append(.pause(command))
                    continue
                }
                let starts = pending.contains { if case .narration = $0 { true } else { false } }
                steps.append(Step(before: pending, command: command, line: index + 1, section: section, startsSection: starts))
                pending = []
                blockStarted = false
            }
        }
        after = pending
    }

    package var count: Int { steps.count }

    /// The step a narrated section starts at after step `current` (1-based), or nil.
    package func nextSection(after current: Int) -> Int? {
        steps.indices.first { $0 + 1 > current && steps[$0].startsSection }.map { $0 + 1 }
    }

    /// The step a narrated section starts at before step `current` (1-based), or nil.
    package func previousSection(before current: Int) -> Int? {
        steps.indices.last { $0 + 1 < current && steps[$0].startsSection }.map { $0 + 1 }
    }

    /// The presenter's status line while step `current` waits (`count + 1`: the script has
    /// ended): where the presenter is, and the section's narration (said as it is written).
    package func status(at current: Int) -> (place: Phrase, section: String?) {
        guard current <= count, current >= 1 else {
            let end: Phrase = "end of the script"
            return (end, nil)
        }
        let place: Phrase = "step \(current)/\(count)"
        return (place, steps[current - 1].section)
    }
}

/// What a presenter's key asks `--step` to do.
package enum PresenterKey: Equatable, Sendable {
    /// Enter, Space, Page Down, Right, Down.
    case next
    /// Page Up, Left, Up, `b`.
    case back
    /// `g` (the digits follow, then Enter).
    case go
    /// `n`, `p`: the next or previous narrated section.
    case nextSection, previousSection
    /// `:`: one improvised command.
    case command
    /// `q`, Ctrl-D.
    case leave
    /// A digit (after `g`).
    case digit(Int)
    /// Backspace, Escape.
    case erase, cancel

    /// Reads one key from the bytes a terminal sent, as many as it takes.
    /// - Returns: the key and the bytes it took, nil with 0 when more bytes are needed (an escape
    ///   sequence cut short), nil with the count of bytes to drop when it is no key of the presenter's.
    package static func read(_ bytes: ArraySlice<UInt8>) -> (key: PresenterKey?, taken: Int) {
        guard let first = bytes.first else { return (nil, 0) }
        switch first {
        case 0x0D, 0x0A, 0x20: return (.next, 1)
        case UInt8(ascii: "b"), UInt8(ascii: "B"): return (.back, 1)
        case UInt8(ascii: "g"), UInt8(ascii: "G"): return (.go, 1)
        case UInt8(ascii: "n"), UInt8(ascii: "N"): return (.nextSection, 1)
        case UInt8(ascii: "p"), UInt8(ascii: "P"): return (.previousSection, 1)
        case UInt8(ascii: ":"): return (.command, 1)
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: return (.leave, 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return (.digit(Int(first - UInt8(ascii: "0"))), 1)
        case 0x7F, 0x08: return (.erase, 1)
        case 0x1B: return escape(bytes)
        default: return (nil, 1)
        }
    }

    /// `ESC [ 6 ~` (Page Down), `ESC [ 5 ~` (Page Up), `ESC [ A`…`D` and `ESC O A`…`D` (arrows);
    /// any other sequence is read to its end and dropped; Escape alone cancels.
    private static func escape(_ bytes: ArraySlice<UInt8>) -> (key: PresenterKey?, taken: Int) {
        let rest = bytes.dropFirst()
        guard let kind = rest.first else { return (.cancel, 1) }
        guard kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") else { return (.cancel, 1) }
        var parameters: [UInt8] = []
        for (offset, byte) in rest.dropFirst().enumerated() {
            guard (0x40...0x7E).contains(byte) else {
                parameters.append(byte)
                continue
            }
            let taken = offset + 3
            switch (byte, parameters) {
            case (UInt8(ascii: "~"), [UInt8(ascii: "6")]), (UInt8(ascii: "B"), _), (UInt8(ascii: "C"), _): return (.next, taken)
            case (UInt8(ascii: "~"), [UInt8(ascii: "5")]), (UInt8(ascii: "A"), _), (UInt8(ascii: "D"), _): return (.back, taken)
            default: return (nil, taken)
            }
        }
        return (nil, 0)
    }
}
