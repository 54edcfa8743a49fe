#ifndef SOAK_HEAP_H
#define SOAK_HEAP_H
#include <stddef.h>

/// Bytes the process has allocated through malloc and not freed: glibc's mallinfo2() arenas
/// in use (uordblks) plus the blocks it mapped on their own (hblkhd). Swift's Glibc module
/// has no malloc.h, hence this C function.
size_t soak_heap_allocated_bytes(void);

#endif
