import WeatherCore

/// The language catalogs, `lang/CODE.po` in the data folder (Resources/lang in the source tree,
/// share/wxsh/lang when installed), each read once, when its language is first wanted.
final class LanguageFiles {
    let folders: [String]
    /// The languages read so far (one, nearly always): an array, as a dictionary keyed by
    /// `Language` costs a start in German more to set up (its generic type) than to use.
    private var read: [Words] = []

    /// A catalog is a few dozen kilobytes; anything near this is not one.
    static let limit = 1 << 20

    init(folders: [String]) {
        self.folders = folders
    }

    /// The words of `language`: English needs no file. A catalog that is missing or cannot be
    /// read gives the language without it (English texts) and a warning, once.
    func words(for language: Language) -> (words: Words, warning: Phrase?) {
        if language == .en { return (.english, nil) }
        if let known = read.first(where: { $0.language == language }) { return (known, nil) }
        let (words, warning) = load(language)
        read.append(words)
        return (words, warning)
    }

    /// The first of `folders` that has `name`: its path and its bytes, or why they could not be
    /// read; nil when none has it.
    static func first(_ name: String, in folders: [String], limit: Int) -> (path: String, read: Result<[UInt8], FileReadError>)? {
        for folder in folders {
            let path = folder + "/" + name
            switch FileBytes.bytes(path, limit: limit) {
            case .failure(.notFound): continue
            case .failure(let error): return (path, .failure(error))
            case .success(let file): return (path, .success(file.bytes))
            }
        }
        return nil
    }

    private func load(_ language: Language) -> (Words, Phrase?) {
        let name = "lang/\(language.rawValue).po"
        if let (path, read) = LanguageFiles.first(name, in: folders, limit: LanguageFiles.limit) {
            switch read.map(MessageCatalog.read) {
            case .failure(let error):
                return (Words(language: language), "cannot read \(path): \(error.message); showing English texts")
            case .success(.success(let catalog)):
                return (Words(language: language, catalog: catalog), nil)
            case .success(.failure(let problem)):
                return (Words(language: language), "\(path):\(problem.line): \(problem.message); showing English texts")
            }
        }
        return (
            Words(language: language),
            "the \(language.nativeName) catalog \(name) was not found (looked in \(folders.joined(separator: ", "))); showing English texts"
        )
    }
}
