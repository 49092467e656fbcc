// libedit's el_set/el_get/history are C-variadic, which Swift cannot call: each use the
// shell needs gets a fixed-argument wrapper here. Only the native histedit API is used
// (not the readline emulation), so state travels through EL_CLIENTDATA, not globals.
// The shell speaks to libedit in wide characters (el_wgets, el_wline, el_winsertstr,
// HistoryW): a wchar_t is a Unicode code point whatever the locale's byte encoding, and the
// locale only tells libedit how the terminal's bytes decode.
#ifndef ALSH_CEDITLINE_SHIM_H
#define ALSH_CEDITLINE_SHIM_H

#include <stdio.h>
#include <string.h>
#include <locale.h>
#include <langinfo.h>
#include <histedit.h>

/// The prompt callback: returns the prompt text for this editor.
typedef wchar_t *(*alsh_prompt_function)(EditLine *);
/// A bound editor command (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*alsh_editor_command)(EditLine *, int);

static inline int alsh_el_set_prompt(EditLine *el, alsh_prompt_function prompt) {
    return el_wset(el, EL_PROMPT, prompt);
}

/// "emacs" or "vi".
static inline int alsh_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/// On: libedit restores the terminal around signals and re-raises them to our handlers.
static inline int alsh_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

static inline int alsh_el_set_history(EditLine *el, HistoryW *h) {
    return el_wset(el, EL_HIST, history_w, h);
}

static inline int alsh_el_add_function(EditLine *el, const char *name, const char *help,
                                       alsh_editor_command function) {
    return el_set(el, EL_ADDFN, name, help, function);
}

/// Binds a key sequence ("^I") to a named editor command.
static inline int alsh_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int alsh_el_set_client_data(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *alsh_el_client_data(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) {
        return NULL;
    }
    return data;
}

static inline int alsh_history_set_size(HistoryW *h, int size) {
    HistEventW event;
    return history_w(h, &event, H_SETSIZE, size);
}

/// On: entering the same line twice in a row keeps one copy.
static inline int alsh_history_set_unique(HistoryW *h, int on) {
    HistEventW event;
    return history_w(h, &event, H_SETUNIQUE, on);
}

static inline int alsh_history_enter(HistoryW *h, const wchar_t *line) {
    HistEventW event;
    return history_w(h, &event, H_ENTER, line);
}

/// The character type (how the terminal's bytes decode into characters) from the
/// environment, as libedit needs it before it reads a key: in the "C" locale every byte past
/// ASCII is dropped. Only LC_CTYPE: numbers are still read and written with a '.'.
/// When the environment names no locale, or one whose characters are ASCII alone, UTF-8
/// (C.UTF-8) is taken, as the shell's scripts, history and journals are. Returns the codeset.
static inline const char *alsh_use_character_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL || strcmp(codeset, "ANSI_X3.4-1968") == 0 || strcmp(codeset, "US-ASCII") == 0) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) {
            setlocale(LC_CTYPE, "en_US.UTF-8");
        }
        codeset = nl_langinfo(CODESET);
    }
    return codeset;
}

#endif
