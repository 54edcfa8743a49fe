// What the plain C reference programs of the benchmarks share, GTK 3 and GTK 4 alike. This
// header and benchshared.c use no GTK (compiled once, linked by both builds); benchframes.h
// (frame timing) and greeterapp.h (the C greeters' application) are GTK code written once
// for both versions: static inline functions that each GTK build's C file includes after its
// own <gtk/gtk.h>, as one target can't link GTK 3 and GTK 4.
#ifndef BENCHSHARED_H
#define BENCHSHARED_H

/// Monotonic seconds.
double bench_now(void);
/// Seconds of CPU time this thread has used (to tell work from waiting for a core).
double bench_cpu_now(void);
/// Resident set size of this process, in KiB (from /proc/self/statm).
long bench_rss_kib(void);

#endif
