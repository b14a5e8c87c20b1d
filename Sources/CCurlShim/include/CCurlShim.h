#ifndef WXSH_CCURLSHIM_H
#define WXSH_CCURLSHIM_H

// libcurl, loaded with dlopen when the first request is made (or on a thread of its own once
// one is sure to be: CurlMulti.prepare), not linked: runs that make no request (--version,
// --help, --offline, --replay, a fresh cache) never map libcurl, OpenSSL and the rest of its
// tree. curl/curl.h gives the types and constants only; every call goes
// through the wxsh_curl_* functions below, which resolve libcurl's own with dlsym. The
// variadic ones (curl_easy_setopt, curl_easy_getinfo, curl_multi_setopt), which Swift cannot
// call, get one typed wrapper per argument type.

#include <curl/curl.h>

/// Loads libcurl once (any thread; later calls return the first answer). Returns NULL when it
/// is ready, else a line that says why it could not be loaded (static storage).
const char *wxsh_curl_load(void);

/// The write callback's type: bytes arrived for the transfer whose pointer is `context`.
typedef size_t (*wxsh_curl_write_fn)(char *bytes, size_t size, size_t count, void *context);

// Each of these loads libcurl if it is not yet, and when it cannot returns a failure
// (CURLE_FAILED_INIT, CURLM_INTERNAL_ERROR, NULL, or does nothing).
CURLcode wxsh_curl_global_init(long flags);
CURL *wxsh_curl_easy_init(void);
void wxsh_curl_easy_cleanup(CURL *easy);
const char *wxsh_curl_easy_strerror(CURLcode code);
struct curl_slist *wxsh_curl_slist_append(struct curl_slist *list, const char *text);
void wxsh_curl_slist_free_all(struct curl_slist *list);
CURLM *wxsh_curl_multi_init(void);
CURLMcode wxsh_curl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode wxsh_curl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMcode wxsh_curl_multi_perform(CURLM *multi, int *running);
CURLMcode wxsh_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout, int *ready);
CURLMcode wxsh_curl_multi_wakeup(CURLM *multi);
CURLMsg *wxsh_curl_multi_info_read(CURLM *multi, int *left);
const char *wxsh_curl_multi_strerror(CURLMcode code);

CURLcode wxsh_curl_easy_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode wxsh_curl_easy_setopt_off(CURL *easy, CURLoption option, curl_off_t value);
/// A string option; libcurl copies the string.
CURLcode wxsh_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value);
/// A pointer option kept by libcurl as it is (a header list, a callback's context).
CURLcode wxsh_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value);
CURLcode wxsh_curl_easy_setopt_write(CURL *easy, CURLoption option, wxsh_curl_write_fn callback);

CURLcode wxsh_curl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value);
CURLcode wxsh_curl_easy_getinfo_off(CURL *easy, CURLINFO info, curl_off_t *value);
/// A string owned by the handle (valid until it is cleaned up), or NULL.
CURLcode wxsh_curl_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value);
/// The context pointer given with CURLOPT_PRIVATE.
CURLcode wxsh_curl_easy_getinfo_private(CURL *easy, void **value);

CURLMcode wxsh_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

#endif
