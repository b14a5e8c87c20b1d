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
    func words(for language: Language) -> (words: Words, warning: String?) {
        if language == .en { return (.english, nil) }
        if let known = read.first(where: { $0.language == language }) { return (known, nil) }
        let (words, warning) = load(language)
        read.append(words)
        return (words, warning)
    }

    private func load(_ language: Language) -> (Words, String?) {
        let name = "lang/\(language.rawValue).po"
        for folder in folders {
            let path = folder + "/" + name
            switch FileBytes.bytes(path, limit: LanguageFiles.limit) {
            case .failure(.notFound):
                continue
            case .failure(let error):
                return (Words(language: language), "cannot read \(path): \(error.message); showing English texts")
            case .success(let file):
                switch MessageCatalog.read(file.bytes) {
                case .success(let catalog):
                    return (Words(language: language, catalog: catalog), nil)
                case .failure(let problem):
                    return (Words(language: language), "\(path):\(problem.line): \(problem.message); showing English texts")
                }
            }
        }
        return (
            Words(language: language),
            "the \(language.nativeName) catalog \(name) was not found (looked in \(folders.joined(separator: ", "))); showing English texts"
        )
    }
}
