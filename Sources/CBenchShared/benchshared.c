// The GTK-free helpers of benchshared.h.
#include "benchshared.h"
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static double seconds(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

double bench_now(void) { return seconds(CLOCK_MONOTONIC); }

double bench_cpu_now(void) { return seconds(CLOCK_THREAD_CPUTIME_ID); }

long bench_rss_kib(void) {
    long pages = 0, resident = 0;
    FILE *file = fopen("/proc/self/statm", "r");
    if (!file) return 0;
    if (fscanf(file, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(file);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}
