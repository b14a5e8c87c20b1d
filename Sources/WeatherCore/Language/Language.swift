/// A language wxsh speaks: its labels, dates, numbers, weather words and place names.
///
/// Command names and their arguments stay English in every language, as git's do.
public enum Language: String, CaseIterable, Codable, Sendable {
    case en, de, fr, es, it, pt, nl, pl, ru, uk, ja, zh

    /// The language's name in itself, for `lang` and `help lang`.
    package var nativeName: String {
        switch self {
        case .en: "English"
        case .de: "Deutsch"
        case .fr: "Français"
        case .es: "Español"
        case .it: "Italiano"
        case .pt: "Português"
        case .nl: "Nederlands"
        case .pl: "Polski"
        case .ru: "Русский"
        case .uk: "Українська"
        case .ja: "日本語"
        case .zh: "简体中文"
        }
    }

    /// The codes, as `lang` lists them: `en de fr …`.
    package static var codes: String { allCases.map(\.rawValue).joined(separator: " ") }

    /// The language a code names: `de`, `DE`, `pt_BR`, `pt-BR`, `zh_CN`, `de_DE.UTF-8@euro`.
    package init?(code: String) {
        var base = Substring(code)
        if let at = base.firstIndex(of: "@") { base = base[..<at] }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let known = Language(rawValue: parts.first ?? "") else { return nil }
        // wxsh's Chinese is Simplified: Traditional Chinese (`zh_TW`, `zh-HK`, `zh-Hant`) is
        // another language, not read as it.
        if known == .zh, !parts.contains("hans"), parts.contains(where: { ["tw", "hk", "mo", "hant"].contains($0) }) { return nil }
        self = known
    }

    /// The language the environment asks for, read as POSIX does: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; `C`, `POSIX` and languages
    /// wxsh does not speak mean English.
    package static func from(environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty { return Language(code: value) ?? .en }
        }
        return .en
    }
}
