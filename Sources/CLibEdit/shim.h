#ifndef WXSH_CLIBEDIT_SHIM_H
#define WXSH_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

// libedit's globals, reached through small setters so Swift 6 never touches
// mutable C globals directly (they are not concurrency-safe to Swift).

static inline void wxsh_rl_set_name(const char *name) { rl_readline_name = name; }

static inline void wxsh_rl_set_completion(rl_completion_func_t *fn) {
    rl_attempted_completion_function = fn;
}

static inline void wxsh_rl_completion_over(void) { rl_attempted_completion_over = 1; }

static inline void wxsh_rl_set_append_character(int c) { rl_completion_append_character = c; }

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

/// Do not let readline install its own signal handlers: wxsh handles SIGINT itself.
static inline void wxsh_rl_no_signals(void) { rl_catch_signals = 0; }

#endif
