import Testing

@testable import WeatherCore

/// `--step`'s reading of a script (steps, directives, sections) and of a presenter's keys.
@Suite struct SteppedScriptTests {
    static let script = SteppedScript(
        lines: [
            "# Where we are", "# (the bundled London)", "tab city", "pause 2", "tab now; units imperial", "",
            "# Paris", "pause", "location Paris  # the sheet is not opened", "pause 1", "# the end"
        ])

    @Test func commandsAreStepsAndNarrationAndPauseAreTheirDirectives() {
        let steps = Self.script.steps
        #expect(steps.map(\.command) == ["tab city", "tab now", "units imperial", "location Paris"])
        #expect(steps.map(\.line) == [3, 5, 5, 9])
        #expect(steps[0].before == [.narration("Where we are"), .narration("(the bundled London)")])
        #expect(steps[1].before == [.pause("pause 2")] && steps[2].before.isEmpty)
        #expect(steps[3].before == [.narration("Paris"), .pause("pause")])
        #expect(Self.script.after == [.pause("pause 1"), .narration("the end")])
        #expect(steps.map(\.section) == ["Where we are", "Where we are", "Where we are", "Paris"])
        #expect(steps.map(\.startsSection) == [true, false, false, true])
    }

    @Test func sectionsAreFoundEitherWayAndTheStatusSaysWhere() {
        #expect(Self.script.nextSection(after: 1) == 4 && Self.script.nextSection(after: 4) == nil)
        #expect(Self.script.previousSection(before: 4) == 1 && Self.script.previousSection(before: 3) == 1)
        #expect(Self.script.previousSection(before: 1) == nil)
        #expect(Self.script.status(at: 2).place.english == "step 2/4" && Self.script.status(at: 2).section == "Where we are")
        #expect(Self.script.status(at: 5).place.english == "end of the script" && Self.script.status(at: 5).section == nil)
        #expect(SteppedScript(lines: ["tab now"]).status(at: 1).section == nil)
    }

    @Test(arguments: [
        ("\r", PresenterKey.next, 1), (" ", .next, 1), ("\u{1B}[6~", .next, 4), ("\u{1B}[C", .next, 3), ("\u{1B}OB", .next, 3),
        ("\u{1B}[5~", .back, 4), ("\u{1B}[D", .back, 3), ("\u{1B}[A", .back, 3), ("b", .back, 1), ("g", .go, 1),
        ("n", .nextSection, 1), ("p", .previousSection, 1), (":", .command, 1), ("q", .leave, 1), ("\u{4}", .leave, 1),
        ("7", .digit(7), 1), ("\u{7F}", .erase, 1), ("\u{1B}", .cancel, 1)
    ])
    func aClickersKeysAreRead(bytes: String, key: PresenterKey, taken: Int) {
        let read = PresenterKey.read(Array(bytes.utf8)[...])
        #expect(read.key == key && read.taken == taken, "\(bytes.debugDescription)")
    }

    @Test func otherKeysAreDroppedAndACutSequenceWaitsForTheRest() {
        #expect(PresenterKey.read(Array("x".utf8)[...]) == (nil, 1))
        #expect(PresenterKey.read(Array("\u{1B}[15~".utf8)[...]) == (nil, 5))
        #expect(PresenterKey.read(Array("\u{1B}[6".utf8)[...]) == (nil, 0))
        #expect(PresenterKey.read([][...]) == (nil, 0))
    }
}
