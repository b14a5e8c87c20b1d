#ifndef WXSH_CLIBEDIT_SHIM_H
#define WXSH_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

// libedit's globals, reached through small setters so Swift 6 never touches
// mutable C globals directly (they are not concurrency-safe to Swift).

static inline void wxsh_rl_set_name(const char *name) { rl_readline_name = name; }

static inline void wxsh_rl_set_word_breaks(const char *breaks) {
    rl_basic_word_break_characters = breaks;
    rl_completer_word_break_characters = (char *)breaks;
}

/// The whole line being edited (libedit keeps it in rl_line_buffer).
static inline const char *wxsh_rl_line_buffer(void) { return rl_line_buffer; }

/// The cursor's byte offset within the line being edited.
static inline int wxsh_rl_point(void) { return rl_point; }

/// Reads keys through wxsh's own function, which also wakes on Ctrl-C.
static inline void wxsh_rl_set_getc(int (*fn)(FILE *)) { rl_getc_function = fn; }

/// Binds a key to a function of wxsh's (libedit's rl_bind_key only binds self-insert).
static inline void wxsh_rl_bind(const char *name, rl_command_func_t *fn, int key) { rl_add_defun(name, fn, key); }

/// The number of bytes in the line being edited.
static inline int wxsh_rl_end(void) { return rl_end; }

/// Do not let readline install its own signal handlers: wxsh handles SIGINT itself.
static inline void wxsh_rl_no_signals(void) { rl_catch_signals = 0; }

#endif
