#include "CCurlShim.h"

CURLcode wxsh_curl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode wxsh_curl_easy_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode wxsh_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode wxsh_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}

CURLcode wxsh_curl_easy_setopt_write(CURL *easy, CURLoption option, wxsh_curl_write_fn callback) {
    return curl_easy_setopt(easy, option, callback);
}

CURLcode wxsh_curl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}

CURLcode wxsh_curl_easy_getinfo_off(CURL *easy, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(easy, info, value);
}

CURLcode wxsh_curl_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value) {
    char *text = NULL;
    CURLcode code = curl_easy_getinfo(easy, info, &text);
    *value = text;
    return code;
}

CURLcode wxsh_curl_easy_getinfo_private(CURL *easy, void **value) {
    char *pointer = NULL;
    CURLcode code = curl_easy_getinfo(easy, CURLINFO_PRIVATE, &pointer);
    *value = pointer;
    return code;
}

CURLMcode wxsh_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
