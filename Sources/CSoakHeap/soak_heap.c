#include <malloc.h>
#include "soak_heap.h"

size_t soak_heap_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
