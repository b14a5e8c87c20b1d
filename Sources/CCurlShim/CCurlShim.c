#include "CCurlShim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// The library's file name: its ABI version 4, as Debian's libcurl4 and macOS ship it. The
// environment variable WXSH_LIBCURL names another file (tests use it to show a missing one).
#if defined(__APPLE__)
#define WXSH_LIBCURL_NAME "libcurl.4.dylib"
#else
#define WXSH_LIBCURL_NAME "libcurl.so.4"
#endif

// Every libcurl function wxsh calls: name, return type, parameters. The variadic ones are
// called through a pointer of their variadic type.
#define WXSH_CURL_FUNCTIONS(X)                                                                     \
    X(curl_global_init, CURLcode, (long))                                                          \
    X(curl_easy_init, CURL *, (void))                                                              \
    X(curl_easy_cleanup, void, (CURL *))                                                           \
    X(curl_easy_strerror, const char *, (CURLcode))                                                \
    X(curl_easy_setopt, CURLcode, (CURL *, CURLoption, ...))                                       \
    X(curl_easy_getinfo, CURLcode, (CURL *, CURLINFO, ...))                                        \
    X(curl_slist_append, struct curl_slist *, (struct curl_slist *, const char *))                 \
    X(curl_slist_free_all, void, (struct curl_slist *))                                            \
    X(curl_multi_init, CURLM *, (void))                                                            \
    X(curl_multi_setopt, CURLMcode, (CURLM *, CURLMoption, ...))                                   \
    X(curl_multi_add_handle, CURLMcode, (CURLM *, CURL *))                                         \
    X(curl_multi_remove_handle, CURLMcode, (CURLM *, CURL *))                                      \
    X(curl_multi_perform, CURLMcode, (CURLM *, int *))                                             \
    X(curl_multi_poll, CURLMcode, (CURLM *, struct curl_waitfd *, unsigned int, int, int *))       \
    X(curl_multi_wakeup, CURLMcode, (CURLM *))                                                     \
    X(curl_multi_info_read, CURLMsg *, (CURLM *, int *))                                           \
    X(curl_multi_strerror, const char *, (CURLMcode))

#define WXSH_DECLARE(name, result, parameters) static result(*loaded_##name) parameters;
WXSH_CURL_FUNCTIONS(WXSH_DECLARE)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_problem = NULL;
static char load_problem_text[512];

static void load(void) {
    const char *file = getenv("WXSH_LIBCURL");
    if (file == NULL || file[0] == '\0') file = WXSH_LIBCURL_NAME;
    // RTLD_LAZY: the functions of libcurl's ~30 libraries that are not linked to bind at once
    // (Kerberos, LDAP, librtmp, zlib, ...) are bound when first called, which wxsh mostly never
    // does: about 3 M fewer instructions at the first request (callgrind). A missing symbol
    // would show at that call instead; Debian's packages keep their symbols.
    void *library = dlopen(file, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_problem_text, sizeof load_problem_text, "libcurl (%s) could not be loaded: install libcurl4", file);
        load_problem = load_problem_text;
        return;
    }
#define WXSH_RESOLVE(name, result, parameters)                                                      \
    loaded_##name = (result(*) parameters)dlsym(library, #name);                                   \
    if (loaded_##name == NULL) {                                                                   \
        snprintf(load_problem_text, sizeof load_problem_text,                                      \
                 "libcurl (%s) could not be loaded: it has no %s", file, #name);                    \
        load_problem = load_problem_text;                                                          \
        return;                                                                                    \
    }
    WXSH_CURL_FUNCTIONS(WXSH_RESOLVE)
}

const char *wxsh_curl_load(void) {
    pthread_once(&load_once, load);
    return load_problem;
}

static int ready(void) { return wxsh_curl_load() == NULL; }

CURLcode wxsh_curl_global_init(long flags) { return ready() ? loaded_curl_global_init(flags) : CURLE_FAILED_INIT; }

CURL *wxsh_curl_easy_init(void) { return ready() ? loaded_curl_easy_init() : NULL; }

void wxsh_curl_easy_cleanup(CURL *easy) {
    if (ready()) loaded_curl_easy_cleanup(easy);
}

const char *wxsh_curl_easy_strerror(CURLcode code) {
    return ready() ? loaded_curl_easy_strerror(code) : load_problem;
}

struct curl_slist *wxsh_curl_slist_append(struct curl_slist *list, const char *text) {
    return ready() ? loaded_curl_slist_append(list, text) : NULL;
}

void wxsh_curl_slist_free_all(struct curl_slist *list) {
    if (ready()) loaded_curl_slist_free_all(list);
}

CURLM *wxsh_curl_multi_init(void) { return ready() ? loaded_curl_multi_init() : NULL; }

CURLMcode wxsh_curl_multi_add_handle(CURLM *multi, CURL *easy) {
    return ready() ? loaded_curl_multi_add_handle(multi, easy) : CURLM_INTERNAL_ERROR;
}

CURLMcode wxsh_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
    return ready() ? loaded_curl_multi_remove_handle(multi, easy) : CURLM_INTERNAL_ERROR;
}

CURLMcode wxsh_curl_multi_perform(CURLM *multi, int *running) {
    return ready() ? loaded_curl_multi_perform(multi, running) : CURLM_INTERNAL_ERROR;
}

CURLMcode wxsh_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout, int *ready_count) {
    return ready() ? loaded_curl_multi_poll(multi, extra, count, timeout, ready_count) : CURLM_INTERNAL_ERROR;
}

CURLMcode wxsh_curl_multi_wakeup(CURLM *multi) { return ready() ? loaded_curl_multi_wakeup(multi) : CURLM_INTERNAL_ERROR; }

CURLMsg *wxsh_curl_multi_info_read(CURLM *multi, int *left) {
    return ready() ? loaded_curl_multi_info_read(multi, left) : NULL;
}

const char *wxsh_curl_multi_strerror(CURLMcode code) {
    return ready() ? loaded_curl_multi_strerror(code) : load_problem;
}

CURLcode wxsh_curl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return ready() ? loaded_curl_easy_setopt(easy, option, value) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return ready() ? loaded_curl_easy_setopt(easy, option, value) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return ready() ? loaded_curl_easy_setopt(easy, option, value) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return ready() ? loaded_curl_easy_setopt(easy, option, value) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_setopt_write(CURL *easy, CURLoption option, wxsh_curl_write_fn callback) {
    return ready() ? loaded_curl_easy_setopt(easy, option, callback) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return ready() ? loaded_curl_easy_getinfo(easy, info, value) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_getinfo_off(CURL *easy, CURLINFO info, curl_off_t *value) {
    return ready() ? loaded_curl_easy_getinfo(easy, info, value) : CURLE_FAILED_INIT;
}

CURLcode wxsh_curl_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value) {
    char *text = NULL;
    CURLcode code = ready() ? loaded_curl_easy_getinfo(easy, info, &text) : CURLE_FAILED_INIT;
    *value = text;
    return code;
}

CURLcode wxsh_curl_easy_getinfo_private(CURL *easy, void **value) {
    char *pointer = NULL;
    CURLcode code = ready() ? loaded_curl_easy_getinfo(easy, CURLINFO_PRIVATE, &pointer) : CURLE_FAILED_INIT;
    *value = pointer;
    return code;
}

CURLMcode wxsh_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return ready() ? loaded_curl_multi_setopt(multi, option, value) : CURLM_INTERNAL_ERROR;
}
