#ifndef WXSH_CCURL_SHIM_H
#define WXSH_CCURL_SHIM_H

// libcurl's types and constants (its easy and multi interfaces). wxsh does not link libcurl:
// CCurlShim loads it with dlopen on the first request and every call goes through its
// wxsh_curl_* functions.
#include <curl/curl.h>

#endif
