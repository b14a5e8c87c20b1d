#ifndef WXSH_CCURLSHIM_H
#define WXSH_CCURLSHIM_H

// Typed, non-variadic wrappers of the few libcurl calls wxsh makes that are variadic in C
// (curl_easy_setopt, curl_easy_getinfo, curl_multi_setopt): Swift cannot call those directly.
// One wrapper per argument type; each only forwards.

#include <curl/curl.h>

/// The write callback's type: bytes arrived for the transfer whose pointer is `context`.
typedef size_t (*wxsh_curl_write_fn)(char *bytes, size_t size, size_t count, void *context);

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
