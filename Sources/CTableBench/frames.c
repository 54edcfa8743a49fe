#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
// The benchmarks' clocks and frame waits on GTK 3 (CBenchShared's, with GTK 3's toplevels).
#include "cbtable.h"
#include <stdio.h>
#include "benchframes.h"

double cb_now(void) { return bench_now(); }
double cb_cpu_now(void) { return bench_cpu_now(); }
long cb_rss_kib(void) { return bench_rss_kib(); }
void cb_settings(void) { bench_settings(); }
const char *cb_gtk_version(void) { return bench_gtk_version(); }

/// The main thread's CPU time in the paints of the last `cb_wait_for_draw`.
static double last_paint_cpu;

double cb_last_paint_cpu(void) { return last_paint_cpu; }

static gboolean on_draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)widget; (void)cr;
    BenchFrameWait *wait = data;
    if (wait->pending > 0) wait->pending--;
    return FALSE;
}

void cb_settle(void) {
    for (int i = 0; i < 10000 && gtk_events_pending(); i++) gtk_main_iteration_do(FALSE);
}

double cb_wait_for_draw(void) {
    BenchFrameWait wait = {0, 0, 0, 0, 0};
    GList *toplevels = gtk_window_list_toplevels();
    GPtrArray *draws = g_ptr_array_new();
    GPtrArray *clocks = g_ptr_array_new();
    for (GList *item = toplevels; item; item = item->next) {
        GtkWidget *window = item->data;
        if (!gtk_widget_get_visible(window)) continue;
        wait.pending++;
        g_ptr_array_add(draws, window);
        g_ptr_array_add(draws, GSIZE_TO_POINTER(g_signal_connect_after(window, "draw", G_CALLBACK(on_draw), &wait)));
        // Make sure a frame comes even when nothing changed that needs one.
        gtk_widget_queue_draw(window);
        GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
        if (!clock) {
            // Not realized yet: realize so that the frame clock exists (showing does this too).
            gtk_widget_realize(window);
            clock = gtk_widget_get_frame_clock(window);
        }
        if (clock) bench_watch_clock(clock, &wait, G_CALLBACK(bench_on_after_paint), clocks);
    }
    g_list_free(toplevels);
    double deadline = cb_now() + 120;
    while ((wait.pending > 0 || wait.paint_start > 0) && cb_now() < deadline) gtk_main_iteration_do(TRUE);
    for (guint i = 0; i < draws->len; i += 2)
        g_signal_handler_disconnect(draws->pdata[i], GPOINTER_TO_SIZE(draws->pdata[i + 1]));
    g_ptr_array_free(draws, TRUE);
    bench_unwatch_clocks(clocks);
    last_paint_cpu = wait.paint_cpu_seconds;
    return wait.paint_seconds;
}

double cb_wait_for_frame(void) {
    BenchFrameWait wait = {0, 0, 0, 0, 0};
    GList *toplevels = gtk_window_list_toplevels();
    GPtrArray *clocks = g_ptr_array_new();
    for (GList *item = toplevels; item; item = item->next) {
        GtkWidget *window = item->data;
        if (!gtk_widget_get_visible(window)) continue;
        GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
        if (!clock) continue;
        wait.pending++;
        bench_watch_clock(clock, &wait, G_CALLBACK(bench_on_frame_end), clocks);
        // A frame comes even when nothing changed; what did change was queued already and is
        // laid out and drawn in it, and nothing more.
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    }
    g_list_free(toplevels);
    double deadline = cb_now() + 120;
    while (wait.pending > 0 && cb_now() < deadline) gtk_main_iteration_do(TRUE);
    bench_unwatch_clocks(clocks);
    return wait.paint_seconds;
}

GtkWidget *cb_make_window(void) {
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    return window;
}

void *cb_empty_window(void) {
    GtkWidget *window = cb_make_window();
    gtk_widget_show_all(window);
    return window;
}
#endif // REACTANT_GTK3
