#ifndef WXSH_CMALLOC_SHIM_H
#define WXSH_CMALLOC_SHIM_H

// glibc's malloc tuning (mallopt and its M_* constants), which Swift's Glibc module leaves out.
// Part of the C library: nothing to link.
#if defined(__linux__)
#include <malloc.h>
#endif

#endif
