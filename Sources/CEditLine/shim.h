// libedit's el_set/el_get/history are C-variadic, which Swift cannot call: each use the
// shell needs gets a fixed-argument wrapper here. Only the native histedit API is used
// (not the readline emulation), so state travels through EL_CLIENTDATA, not globals.
#ifndef ALSH_CEDITLINE_SHIM_H
#define ALSH_CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>

/// The prompt callback: returns the prompt text for this editor.
typedef char *(*alsh_prompt_function)(EditLine *);
/// A bound editor command (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*alsh_editor_command)(EditLine *, int);

static inline int alsh_el_set_prompt(EditLine *el, alsh_prompt_function prompt) {
    return el_set(el, EL_PROMPT, prompt);
}

/// "emacs" or "vi".
static inline int alsh_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/// On: libedit restores the terminal around signals and re-raises them to our handlers.
static inline int alsh_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

static inline int alsh_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
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

static inline int alsh_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

/// On: entering the same line twice in a row keeps one copy.
static inline int alsh_history_set_unique(History *h, int on) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, on);
}

static inline int alsh_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

#endif
