import CoreLanguage
import CoreState
import CoreSupport

/// `lang [CODE]`: the language views speak.
package enum LangCommand {
    package static let descriptor = CommandDescriptor(
        name: "lang", usage: "lang [CODE]",
        summary: "show the language, or change it and show the view again",
        details: """
            wxsh speaks English, German, French, Spanish, Italian, Portuguese, Dutch, Polish, \
            Russian, Ukrainian, Japanese and Simplified Chinese: labels, tab titles, dates (day and \
            month names in the language's own order), decimal commas, compass points, air quality \
            words, weather descriptions and place names, in every view. `lang` alone shows the \
            language; `lang de` changes it, shows the view again and keeps the choice across runs \
            (`pt_BR` and `zh_CN` are read as `pt` and `zh`). Changing language fetches nothing. \
            `--lang CODE` chooses for one run; with neither, LC_ALL, then LC_MESSAGES, then LANG \
            decide (`de_DE.UTF-8` is German; `C`, `POSIX` and other languages are English). \
            Help and error messages are in the language too; command names and their English \
            arguments work in every language, and JSON keeps its keys and numbers.
              en   English
              de   Deutsch (German)
              fr   Français (French)
              es   Español (Spanish)
              it   Italiano (Italian)
              pt   Português (Brazilian Portuguese)
              nl   Nederlands (Dutch)
              pl   Polski (Polish)
              ru   Русский (Russian)
              uk   Українська (Ukrainian)
              ja   日本語 (Japanese)
              zh   简体中文 (Simplified Chinese)
            """,
        completions: Language.allCases.map(\.rawValue),
        parse: { arguments in
            guard let text = arguments.text else { return .success(.lang(nil)) }
            if let language = Language(code: text) { return .success(.lang(language)) }
            let shown = TerminalSafety.sanitize(String(text.prefix(40)))
            let known = Language.allCases.map { "\($0.rawValue) \($0.nativeName)" }
            return .failure(arguments.error(.notALanguage(shown, known: known)))
        })
}
