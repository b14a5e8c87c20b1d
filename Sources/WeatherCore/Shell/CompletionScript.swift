import CoreCommands
import CoreState

/// `wxsh --completion bash|zsh|fish`: a shell's completion script made from the same tables as
/// `--help` (`Invocation.options`) and `help` (the command and tab descriptors), so that it
/// cannot drift from them. Inside `-c TEXT` it completes commands, tabs and settings' values;
/// place names stay wxsh's own Tab completion, which knows the gazetteer.
package enum CompletionScript {
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The script for `shell`, ending with a newline.
    package static func make(_ shell: Shell) -> String {
        switch shell {
        case .bash: return bash()
        case .zsh: return zsh()
        case .fish: return fish()
        }
    }

    // MARK: - The words, from the descriptors

    package static var options: [Invocation.Option] { Invocation.options.filter { $0.long != nil } }

    /// Every option's spelling, short ones first.
    package static var optionWords: [String] { options.compactMap(\.short) + options.compactMap(\.long) }

    /// What may start a command: commands, their synonyms and the tabs' names.
    package static var commandWords: [String] { CommandRegistry.commandWords(for: .weather).filter { !$0.isEmpty } }

    /// What may follow a word in a command: a command's settings' values (`units metric`), the
    /// tabs after `tab` and `show`, commands and tabs after `help`, `compact` after `hourly`.
    package static var followers: [(word: String, values: [String])] {
        var table: [(String, [String])] = []
        for command in CommandRegistry.commands(for: .weather) {
            let values =
                command.name == "help"
                ? CommandRegistry.commands(for: .weather).map(\.name) + CommandRegistry.tabNames(for: .weather) : command.completions
            guard !values.isEmpty else { continue }
            for word in [command.name] + command.synonyms where word != "?" { table.append((word, values)) }
        }
        for tab in CommandRegistry.tabs(for: .weather) where !tab.completions.isEmpty { table.append((tab.name, tab.completions)) }
        return table
    }

    package static func header(_ shell: Shell) -> String {
        "Made by `wxsh --completion \(shell.rawValue)` from wxsh's option and command tables; place names are completed inside wxsh."
    }

    // MARK: - bash

    package static func bash() -> String {
        var out = "# bash completion for wxsh. \(header(.bash))\n"
        out += "# Source it, or install it as /usr/share/bash-completion/completions/wxsh.\n\n"
        out += "# The words that may follow WORD inside -c TEXT.\n_wxsh_after() {\n    case $1 in\n"
        for (word, values) in followers { out += "        \(word)) echo \(shellQuoted(values.joined(separator: " "))) ;;\n" }
        out += "    esac\n}\n\n"
        out += "# The command text of -c: a command first, then what follows its last word.\n_wxsh_command_text() {\n"
        out += "    local cur=$1 quote= text head= word words w\n"
        out += "    case $cur in \\'* | \\\"*) quote=${cur:0:1} ;; esac\n"
        out += "    text=${cur#\"$quote\"}\n    word=$text\n"
        out += "    if [[ $text == *' '* ]]; then\n        head=\"${text% *} \"\n        word=${text##* }\n"
        out += "        w=${head% }\n        words=$(_wxsh_after \"${w##* }\")\n"
        out += "    else\n        words=\(shellQuoted(commandWords.joined(separator: " ")))\n    fi\n"
        out += "    for w in $(compgen -W \"$words\" -- \"$word\"); do COMPREPLY+=(\"$quote$head$w\"); done\n}\n\n"
        out += "_wxsh() {\n    local cur=${COMP_WORDS[COMP_CWORD]} prev=\n"
        out += "    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}\n    COMPREPLY=()\n    case $prev in\n"
        for option in options where option.value != .none {
            let names = [option.short, option.long].compactMap { $0 }.joined(separator: "|")
            switch option.value {
            case .choices(let values):
                out += "        \(names)) COMPREPLY=($(compgen -W \(shellQuoted(values.joined(separator: " "))) -- \"$cur\")); return ;;\n"
            case .file: out += "        \(names)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
            case .commands: out += "        \(names)) _wxsh_command_text \"$cur\"; return ;;\n"
            case .text, .none: out += "        \(names)) return ;;\n"
            }
        }
        out += "    esac\n    if [[ $cur == -* ]]; then\n"
        out += "        COMPREPLY=($(compgen -W \(shellQuoted(optionWords.joined(separator: " "))) -- \"$cur\"))\n"
        out += "        return\n    fi\n    COMPREPLY=($(compgen -f -- \"$cur\"))\n}\n\ncomplete -o filenames -F _wxsh wxsh\n"
        return out
    }

    // MARK: - zsh

    package static func zsh() -> String {
        var out = "#compdef wxsh\n# zsh completion for wxsh. \(header(.zsh))\n"
        out += "# Install it as _wxsh in a folder of $fpath (Debian: /usr/share/zsh/vendor-completions).\n\n"
        out += "# The command text of -c: a command first, then what follows its last word.\n_wxsh_command_text() {\n"
        out += "    if [[ $PREFIX == *' '* ]]; then\n        local head=${PREFIX% *}\n        compset -P '* '\n"
        out += "        case ${head##* } in\n"
        for (word, values) in followers {
            out += "            \(word)) compadd -- \(values.map(shellQuoted).joined(separator: " ")) ;;\n"
        }
        out += "        esac\n    else\n        compadd -- \(commandWords.map(shellQuoted).joined(separator: " "))\n    fi\n}\n\n"
        out += "_arguments -s \\\n"
        for option in Invocation.options {
            guard let long = option.long else {
                out += "    '1:\(zshEscaped(option.help[0])):_files' \\\n"
                continue
            }
            let summary = "[\(zshEscaped(option.help[0].trimmingTrailingSemicolon))]"
            let names = [option.short, long].compactMap { $0 }
            let exclusive =
                ["--version", "--help", "--completion"].contains(long)
                ? "(- *)" : names.count > 1 ? "(\(names.joined(separator: " ")))" : ""
            let spec: String
            switch option.value {
            case .none: spec = ""
            case .choices(let values): spec = ":\(zshEscaped(option.placeholder ?? "")):(\(values.joined(separator: " ")))"
            case .file: spec = ":\(zshEscaped(option.placeholder ?? "")):_files"
            case .commands: spec = ":\(zshEscaped(option.placeholder ?? "")):_wxsh_command_text"
            case .text: spec = ":\(zshEscaped(option.placeholder ?? "")): "
            }
            // `'(-c --command)'{-c,--command}'[…]…'` for two spellings, `'--offline[…]…'` for one.
            if names.count > 1 {
                out += "    '\(exclusive)'{\(names.joined(separator: ","))}'\(summary)\(spec)' \\\n"
            } else {
                out += "    '\(exclusive)\(names[0])\(summary)\(spec)' \\\n"
            }
        }
        out.removeLast(3)
        return out + "\n"
    }

    // MARK: - fish

    package static func fish() -> String {
        var out = "# fish completion for wxsh. \(header(.fish))\n"
        out += "# Install it as wxsh.fish in a folder of $fish_complete_path (Debian: /usr/share/fish/vendor_completions.d).\n\n"
        for option in options {
            var line = "complete -c wxsh"
            if let short = option.short { line += " -s \(short.dropFirst())" }
            if let long = option.long { line += " -l \(long.dropFirst(2))" }
            switch option.value {
            case .none: break
            case .choices(let values): line += " -x -a \(fishQuoted(values.joined(separator: " ")))"
            case .file: line += " -r -F"
            case .commands: line += " -x -a \(fishQuoted(commandWords.joined(separator: " ")))"
            case .text: line += " -x"
            }
            out += line + " -d \(fishQuoted(option.help[0].trimmingTrailingSemicolon))\n"
        }
        return out
    }

    // MARK: - Quoting

    /// `text` in single quotes for bash and zsh.
    package static func shellQuoted(_ text: String) -> String {
        "'" + text.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }

    /// A description or value name in zsh's `_arguments` spec, itself inside single quotes.
    package static func zshEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "'": out += "'\\''"
            case "[", "]", ":", "\\": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    /// `text` in single quotes for fish.
    package static func fishQuoted(_ text: String) -> String {
        "'" + text.map { $0 == "\\" || $0 == "'" ? "\\\($0)" : String($0) }.joined() + "'"
    }
}

extension String {
    /// A help line continued on the next (`…network;`) as a one-line summary.
    fileprivate var trimmingTrailingSemicolon: String { hasSuffix(";") ? String(dropLast()) : self }
}
