import WeatherCore

/// The question words, `lang/CODE.ask` in the data folder (Resources/lang in the source tree,
/// share/wxsh/lang when installed), each read once, when a line that is not a command is first
/// read as a question: a run that asks nothing reads none of them.
final class QuestionWordFiles: Sendable {
    let folders: [String]
    /// What was read so far, the languages whose words are missing or unreadable, and what to
    /// warn of once. (Arrays, not a dictionary by language: a question's reading should not pay
    /// for setting up a generic type only it uses.)
    private let read = Locked<(words: [QuestionWords], missing: [Language], problems: [Phrase])>(([], [], []))

    init(folders: [String]) {
        self.folders = folders
    }

    /// The words of `language`, or nil when its file is missing or broken (said once).
    func words(for language: Language) -> QuestionWords? {
        let known: QuestionWords?? = read.withLock { state in
            if let words = state.words.first(where: { $0.language == language }) { return .some(words) }
            return state.missing.contains(language) ? .some(nil) : nil
        }
        if let known { return known }
        let (words, problem) = load(language)
        read.withLock { state in
            if let words { state.words.append(words) } else { state.missing.append(language) }
            if let problem { state.problems.append(problem) }
        }
        return words
    }

    /// The problems found since last asked, each once.
    func takeProblems() -> [Phrase] {
        read.withLock { state in
            defer { state.problems = [] }
            return state.problems
        }
    }

    private func load(_ language: Language) -> (QuestionWords?, Phrase?) {
        let name = "lang/\(language.rawValue).ask"
        if let (path, read) = LanguageFiles.first(name, in: folders, limit: QuestionWords.limit) {
            switch read.map({ QuestionWords.read($0, language: language) }) {
            case .failure(let error):
                return (nil, "cannot read \(path): \(error.message); questions in \(language.nativeName) are not understood")
            case .success(.success(let words)):
                return (words, nil)
            case .success(.failure(let problem)):
                return (nil, "\(path):\(problem.line): \(problem.message); questions in \(language.nativeName) are not understood")
            }
        }
        return (nil, "the question words \(name) were not found (looked in \(folders.joined(separator: ", ")))")
    }
}
