#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
// Smooth scrolling (table-bench --smooth): a scroll on every frame of the frame clock, each
// frame's paint timed.
#include "cbtable.h"
#include <math.h>

typedef struct {
    CBScrollStep step;
    void *context;
    double speed, seconds, start, position, limit;
    gint64 last_frame_time;
    double paint_start, paint_start_cpu;
    GArray *works, *cpu_works, *intervals;
    gboolean done;
} Smooth;

static gboolean smooth_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    Smooth *smooth = data;
    double now = cb_now();
    if (smooth->start == 0) smooth->start = now;
    double elapsed = now - smooth->start;
    if (elapsed >= smooth->seconds) {
        smooth->done = TRUE;
        return G_SOURCE_REMOVE;
    }
    // Down at a steady speed, measured in time (a slow frame scrolls further next time, as a
    // kinetic scroll does); back to the top when the end is reached.
    double y = fmod(elapsed * smooth->speed, smooth->limit > 0 ? smooth->limit : 1);
    smooth->step(y, smooth->context);
    (void)clock;
    return G_SOURCE_CONTINUE;
}

static void smooth_before_paint(GdkFrameClock *clock, gpointer data) {
    Smooth *smooth = data;
    smooth->paint_start = cb_now();
    smooth->paint_start_cpu = cb_cpu_now();
    gint64 frame_time = gdk_frame_clock_get_frame_time(clock);
    if (smooth->start > 0 && smooth->last_frame_time > 0) {
        double interval = (double)(frame_time - smooth->last_frame_time) / 1e6;
        g_array_append_val(smooth->intervals, interval);
    }
    smooth->last_frame_time = frame_time;
}

static void smooth_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    Smooth *smooth = data;
    if (smooth->paint_start > 0 && smooth->start > 0) {
        double work = cb_now() - smooth->paint_start, cpu = cb_cpu_now() - smooth->paint_start_cpu;
        g_array_append_val(smooth->works, work);
        g_array_append_val(smooth->cpu_works, cpu);
    }
    smooth->paint_start = 0;
}

int cb_smooth_scroll(double seconds, double speed, double limit, CBScrollStep step, void *context,
                     double *works, double *cpu_works, double *intervals, int capacity, int *interval_count) {
    GList *toplevels = gtk_window_list_toplevels();
    GtkWidget *window = NULL;
    for (GList *item = toplevels; item; item = item->next)
        if (gtk_widget_get_visible(item->data)) window = item->data;
    g_list_free(toplevels);
    if (!window) return 0;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
    Smooth smooth = {step, context, speed, seconds, 0, 0, limit, 0, 0, 0,
                     g_array_new(FALSE, FALSE, sizeof(double)), g_array_new(FALSE, FALSE, sizeof(double)),
                     g_array_new(FALSE, FALSE, sizeof(double)), FALSE};
    gulong before = g_signal_connect(clock, "before-paint", G_CALLBACK(smooth_before_paint), &smooth);
    gulong after = g_signal_connect(clock, "after-paint", G_CALLBACK(smooth_after_paint), &smooth);
    gtk_widget_add_tick_callback(window, smooth_tick, &smooth, NULL);
    while (!smooth.done) gtk_main_iteration_do(TRUE);
    g_signal_handler_disconnect(clock, before);
    g_signal_handler_disconnect(clock, after);
    int count = (int)smooth.works->len < capacity ? (int)smooth.works->len : capacity;
    for (int i = 0; i < count; i++) {
        works[i] = g_array_index(smooth.works, double, i);
        cpu_works[i] = g_array_index(smooth.cpu_works, double, i);
    }
    *interval_count = (int)smooth.intervals->len < capacity ? (int)smooth.intervals->len : capacity;
    for (int i = 0; i < *interval_count; i++) intervals[i] = g_array_index(smooth.intervals, double, i);
    g_array_free(smooth.works, TRUE);
    g_array_free(smooth.cpu_works, TRUE);
    g_array_free(smooth.intervals, TRUE);
    return count;
}

static void table_scroll_step(double y, void *context) {
    CBTable *table = context;
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled)), y);
}

int cb_table_smooth_scroll(CBTable *table, double seconds, double speed, double *works, double *cpu_works,
                           double *intervals, int capacity, int *interval_count) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
    double limit = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
    return cb_smooth_scroll(seconds, speed, limit, table_scroll_step, table, works, cpu_works, intervals, capacity, interval_count);
}
#endif // REACTANT_GTK3
