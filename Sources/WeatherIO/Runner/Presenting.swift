/// What the runner keeps for presenting a demo: the last view printed, which `snapshot` draws.
final class Presenting {
    /// The text of the last view shown (with its colour escapes); nil before the first.
    var lastView: String?
}
