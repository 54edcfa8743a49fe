// Frame timing for the C reference code of the benchmarks, the same on GTK 3 and GTK 4 (a
// frame clock's "before-paint" to "after-paint": where both lay out and draw). Static inline
// functions for a C file that includes its GTK first (see benchshared.h); no module exports them.
#ifndef BENCHFRAMES_H
#define BENCHFRAMES_H
#include "benchshared.h"
#include <stdio.h>

/// The frames one wait counts: how many are still awaited, and the wall and CPU time spent
/// inside paints so far.
typedef struct {
    int pending;
    double paint_start;
    double paint_seconds;
    double paint_cpu_start;
    double paint_cpu_seconds;
} BenchFrameWait;

static inline void bench_on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    BenchFrameWait *wait = data;
    wait->paint_start = bench_now();
    wait->paint_cpu_start = bench_cpu_now();
}

static inline void bench_on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    BenchFrameWait *wait = data;
    if (wait->paint_start > 0) {
        wait->paint_seconds += bench_now() - wait->paint_start;
        wait->paint_cpu_seconds += bench_cpu_now() - wait->paint_cpu_start;
    }
    wait->paint_start = 0;
}

/// `bench_on_after_paint`, and one awaited frame fewer.
static inline void bench_on_frame_end(GdkFrameClock *clock, gpointer data) {
    BenchFrameWait *wait = data;
    bench_on_after_paint(clock, data);
    if (wait->pending > 0) wait->pending--;
}

/// Times `clock`'s paints into `wait` (`after` ends each), remembering the handlers in
/// `handlers` for `bench_unwatch_clocks`.
static inline void bench_watch_clock(GdkFrameClock *clock, BenchFrameWait *wait, GCallback after, GPtrArray *handlers) {
    g_ptr_array_add(handlers, clock);
    g_ptr_array_add(handlers, GSIZE_TO_POINTER(g_signal_connect(clock, "before-paint", G_CALLBACK(bench_on_before_paint), wait)));
    g_ptr_array_add(handlers, GSIZE_TO_POINTER(g_signal_connect(clock, "after-paint", after, wait)));
}

/// Disconnects what `bench_watch_clock` connected, and frees `handlers`.
static inline void bench_unwatch_clocks(GPtrArray *handlers) {
    for (guint i = 0; i < handlers->len; i += 3) {
        g_signal_handler_disconnect(handlers->pdata[i], GPOINTER_TO_SIZE(handlers->pdata[i + 1]));
        g_signal_handler_disconnect(handlers->pdata[i], GPOINTER_TO_SIZE(handlers->pdata[i + 2]));
    }
    g_ptr_array_free(handlers, TRUE);
}

/// Turns animations off (gtk-enable-animations = FALSE); call after gtk_init.
static inline void bench_settings(void) {
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, NULL);
}

/// GTK's version as "major.minor.micro".
static inline const char *bench_gtk_version(void) {
    static char version[32];
    snprintf(version, sizeof version, "%u.%u.%u", gtk_get_major_version(), gtk_get_minor_version(),
             gtk_get_micro_version());
    return version;
}

/// Scrolls a GtkScrolledWindow to its end, or to its top.
static inline void bench_scroll_to_end(GtkWidget *scrolled) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment));
}

static inline void bench_scroll_to_top(GtkWidget *scrolled) {
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled)), 0);
}

#endif
