#ifndef WXSH_CCURL_SHIM_H
#define WXSH_CCURL_SHIM_H

// libcurl's easy and multi interfaces. Its variadic option calls are wrapped, typed, in the
// CCurlShim target: Swift cannot call a C variadic function.
#include <curl/curl.h>

#endif
