#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
#include "ctablebench.h"
#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <math.h>

struct CBTable {
    int kind;
    GtkWidget *window;
    GtkWidget *scrolled;
    GtkWidget *list;      // GtkListBox or GtkTreeView
    GtkListStore *store;  // kind 1
    // kind 2: the models, and the rows on screen between two spacers.
    GPtrArray *names, *details;
    GtkWidget *top, *bottom;
    GPtrArray *rows;      // GtkListBoxRow, top to bottom
    int first;            // model shown by rows[0]
    int row_height;       // measured once: every row here has the same height
    gboolean relayouting;
    // Rows of varying heights (cb_table_set_varying): the height of a row of each line count,
    // measured once, and where each row starts (offsets[i]; offsets[count] is the total).
    gboolean varying;
    int line_heights[4];
    gint64 *offsets;
};

double cb_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

double cb_cpu_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

void cb_settings(void) {
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, NULL);
}

long cb_rss_kib(void) {
    long pages = 0, resident = 0;
    FILE *file = fopen("/proc/self/statm", "r");
    if (!file) return 0;
    if (fscanf(file, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(file);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

const char *cb_gtk_version(void) {
    static char version[32];
    snprintf(version, sizeof version, "%u.%u.%u", gtk_get_major_version(), gtk_get_minor_version(),
             gtk_get_micro_version());
    return version;
}

// MARK: Waiting for a frame

typedef struct {
    int pending;
    double paint_start;
    double paint_seconds;
    double paint_cpu_start;
    double paint_cpu_seconds;
} FrameWait;

/// The main thread's CPU time in the paints of the last `cb_wait_for_draw`.
static double last_paint_cpu;

double cb_last_paint_cpu(void) { return last_paint_cpu; }

static gboolean on_draw(GtkWidget *widget, cairo_t *cr, gpointer data) {
    (void)widget; (void)cr;
    FrameWait *wait = data;
    if (wait->pending > 0) wait->pending--;
    return FALSE;
}

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    FrameWait *wait = data;
    wait->paint_start = cb_now();
    wait->paint_cpu_start = cb_cpu_now();
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    FrameWait *wait = data;
    if (wait->paint_start > 0) {
        wait->paint_seconds += cb_now() - wait->paint_start;
        wait->paint_cpu_seconds += cb_cpu_now() - wait->paint_cpu_start;
    }
    wait->paint_start = 0;
}

void cb_settle(void) {
    for (int i = 0; i < 10000 && gtk_events_pending(); i++) gtk_main_iteration_do(FALSE);
}

double cb_wait_for_draw(void) {
    FrameWait wait = {0, 0, 0, 0, 0};
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
        if (clock) {
            g_ptr_array_add(clocks, clock);
            g_ptr_array_add(clocks, GSIZE_TO_POINTER(g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), &wait)));
            g_ptr_array_add(clocks, GSIZE_TO_POINTER(g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), &wait)));
        }
    }
    g_list_free(toplevels);
    double deadline = cb_now() + 120;
    while ((wait.pending > 0 || wait.paint_start > 0) && cb_now() < deadline) gtk_main_iteration_do(TRUE);
    for (guint i = 0; i < draws->len; i += 2)
        g_signal_handler_disconnect(draws->pdata[i], GPOINTER_TO_SIZE(draws->pdata[i + 1]));
    for (guint i = 0; i < clocks->len; i += 3) {
        g_signal_handler_disconnect(clocks->pdata[i], GPOINTER_TO_SIZE(clocks->pdata[i + 1]));
        g_signal_handler_disconnect(clocks->pdata[i], GPOINTER_TO_SIZE(clocks->pdata[i + 2]));
    }
    g_ptr_array_free(draws, TRUE);
    g_ptr_array_free(clocks, TRUE);
    last_paint_cpu = wait.paint_cpu_seconds;
    return wait.paint_seconds;
}

/// Counts the frames that end (after-paint) and times them from before-paint.
static void on_frame_after_paint(GdkFrameClock *clock, gpointer data) {
    FrameWait *wait = data;
    on_after_paint(clock, data);
    if (wait->pending > 0) wait->pending--;
}

double cb_wait_for_frame(void) {
    FrameWait wait = {0, 0, 0, 0, 0};
    GList *toplevels = gtk_window_list_toplevels();
    GPtrArray *clocks = g_ptr_array_new();
    for (GList *item = toplevels; item; item = item->next) {
        GtkWidget *window = item->data;
        if (!gtk_widget_get_visible(window)) continue;
        GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
        if (!clock) continue;
        wait.pending++;
        g_ptr_array_add(clocks, clock);
        g_ptr_array_add(clocks, GSIZE_TO_POINTER(g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), &wait)));
        g_ptr_array_add(clocks, GSIZE_TO_POINTER(g_signal_connect(clock, "after-paint", G_CALLBACK(on_frame_after_paint), &wait)));
        // A frame comes even when nothing changed; what did change was queued already and is
        // laid out and drawn in it, and nothing more.
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    }
    g_list_free(toplevels);
    double deadline = cb_now() + 120;
    while (wait.pending > 0 && cb_now() < deadline) gtk_main_iteration_do(TRUE);
    for (guint i = 0; i < clocks->len; i += 3) {
        g_signal_handler_disconnect(clocks->pdata[i], GPOINTER_TO_SIZE(clocks->pdata[i + 1]));
        g_signal_handler_disconnect(clocks->pdata[i], GPOINTER_TO_SIZE(clocks->pdata[i + 2]));
    }
    g_ptr_array_free(clocks, TRUE);
    return wait.paint_seconds;
}

// MARK: Tables

static GtkWidget *make_row(const char *name, const char *detail) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *first = gtk_label_new(name);
    GtkWidget *second = gtk_label_new(detail);
    gtk_box_pack_start(GTK_BOX(box), first, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), second, FALSE, FALSE, 0);
    GtkWidget *row = gtk_list_box_row_new();
    gtk_container_add(GTK_CONTAINER(row), box);
    gtk_widget_show_all(row);
    return row;
}

static GtkLabel *row_label(GtkListBoxRow *row, int which) {
    GtkWidget *box = gtk_bin_get_child(GTK_BIN(row));
    GList *children = gtk_container_get_children(GTK_CONTAINER(box));
    GtkLabel *label = g_list_nth_data(children, which);
    g_list_free(children);
    return label;
}

static GtkWidget *make_window(void) {
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    return window;
}

// MARK: The recycler (kind 2)
//
// The least a recycling GtkListBox must do, as a reference for ours: the rows covering the
// viewport plus the same margin as ours (40 px or a tenth of the viewport), spacers standing
// in for the rest, rows bound again by setting their labels' text. Unlike ours it assumes
// every row is as high as the first one measured, keeps no selection and diffs nothing.

static void recycler_bind(CBTable *table, int offset) {
    GtkListBoxRow *row = g_ptr_array_index(table->rows, offset);
    int model = table->first + offset;
    gtk_label_set_text(row_label(row, 0), g_ptr_array_index(table->names, model));
    gtk_label_set_text(row_label(row, 1), g_ptr_array_index(table->details, model));
}

/// Makes the rows cover the viewport plus the margin; `rebind_from` (a model index) and
/// below are bound again even where the row keeps its model.
static void recycler_fill(CBTable *table, int rebind_from) {
    if (table->relayouting) return;
    table->relayouting = TRUE;
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
    double page = gtk_adjustment_get_page_size(adjustment);
    double value = gtk_adjustment_get_value(adjustment);
    int count = (int)table->names->len;
    if (table->row_height == 0 && count > 0 && page > 0) {
        GtkWidget *probe = make_row(g_ptr_array_index(table->names, 0), g_ptr_array_index(table->details, 0));
        gtk_list_box_insert(GTK_LIST_BOX(table->list), probe, 0);
        int width = gtk_widget_get_allocated_width(table->list), minimum = 0, natural = 0;
        gtk_widget_get_preferred_height_for_width(probe, width > 1 ? width : 480, &minimum, &natural);
        table->row_height = natural > 0 ? natural : 1;
        g_ptr_array_add(table->rows, probe);
        table->first = 0;
    }
    int height = table->row_height > 0 ? table->row_height : 1;
    double margin = page / 10 > 40 ? page / 10 : 40;
    int first = (int)((value - margin) / height), last = (int)((value + page + margin) / height);
    if (first < 0) first = 0;
    if (last > count - 1) last = count - 1;
    int wanted = page > 0 && count > 0 ? last - first + 1 : 0;
    // Row i shows model first + i: a row keeps its labels only when the window didn't move.
    int old_first = table->first, old_count = (int)table->rows->len;
    while ((int)table->rows->len > wanted) {
        GtkWidget *row = g_ptr_array_steal_index(table->rows, table->rows->len - 1);
        gtk_container_remove(GTK_CONTAINER(table->list), row);
    }
    while ((int)table->rows->len < wanted) {
        GtkWidget *row = make_row("", "");
        gtk_list_box_insert(GTK_LIST_BOX(table->list), row, -1);
        g_ptr_array_add(table->rows, row);
    }
    table->first = first;
    for (int offset = 0; offset < wanted; offset++) {
        int model = first + offset;
        int old_offset = model - old_first;
        gboolean kept = old_offset == offset && old_offset < old_count && model < rebind_from;
        if (!kept) recycler_bind(table, offset);
    }
    gtk_widget_set_size_request(table->top, -1, first * height);
    gtk_widget_set_size_request(table->bottom, -1, wanted > 0 ? (count - last - 1) * height : 0);
    table->relayouting = FALSE;
}

/// The first row whose bottom is below `y` (rows of varying heights).
static int varying_row_at(CBTable *table, double y) {
    int low = 0, high = (int)table->names->len - 1;
    while (low < high) {
        int middle = (low + high) / 2;
        if ((double)table->offsets[middle + 1] <= y) low = middle + 1; else high = middle;
    }
    return low;
}

/// As `recycler_fill`, for rows of varying heights: each row's height comes from its line
/// count (one measured row per count), and where rows start from their running sum.
static void varying_fill(CBTable *table) {
    if (table->relayouting) return;
    table->relayouting = TRUE;
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
    double page = gtk_adjustment_get_page_size(adjustment);
    double value = gtk_adjustment_get_value(adjustment);
    int count = (int)table->names->len;
    if (!table->offsets && count > 0 && page > 0) {
        int width = gtk_widget_get_allocated_width(table->list);
        for (int lines = 1; lines <= 3; lines++) {
            char detail[64];
            snprintf(detail, sizeof detail, lines == 1 ? "D" : lines == 2 ? "D\nD" : "D\nD\nD");
            // Measured in the list, where the theme's row padding applies.
            GtkWidget *probe = make_row("N", detail);
            gtk_list_box_insert(GTK_LIST_BOX(table->list), probe, -1);
            int minimum = 0, natural = 0;
            gtk_widget_get_preferred_height_for_width(probe, width > 1 ? width : 480, &minimum, &natural);
            table->line_heights[lines] = natural > 0 ? natural : 1;
            gtk_container_remove(GTK_CONTAINER(table->list), probe);
        }
        table->offsets = g_new(gint64, count + 1);
        table->offsets[0] = 0;
        for (int i = 0; i < count; i++) table->offsets[i + 1] = table->offsets[i] + table->line_heights[cb_detail_lines(i)];
        table->first = 0;
    }
    if (!table->offsets || count == 0) { table->relayouting = FALSE; return; }
    double margin = page / 10 > 40 ? page / 10 : 40;
    int first = varying_row_at(table, value - margin), last = varying_row_at(table, value + page + margin);
    int wanted = last - first + 1;
    int old_first = table->first, old_count = (int)table->rows->len;
    while ((int)table->rows->len > wanted) {
        GtkWidget *row = g_ptr_array_steal_index(table->rows, table->rows->len - 1);
        gtk_container_remove(GTK_CONTAINER(table->list), row);
    }
    while ((int)table->rows->len < wanted) {
        GtkWidget *row = make_row("", "");
        gtk_list_box_insert(GTK_LIST_BOX(table->list), row, -1);
        g_ptr_array_add(table->rows, row);
    }
    table->first = first;
    for (int offset = 0; offset < wanted; offset++) {
        int old_offset = first + offset - old_first;
        if (!(old_offset == offset && old_offset < old_count)) recycler_bind(table, offset);
    }
    gtk_widget_set_size_request(table->top, -1, (int)table->offsets[first]);
    gtk_widget_set_size_request(table->bottom, -1, (int)(table->offsets[count] - table->offsets[last + 1]));
    table->relayouting = FALSE;
}

static void recycler_relayout(CBTable *table) {
    if (table->varying) varying_fill(table); else recycler_fill(table, G_MAXINT);
}

CBTable *cb_table_new(int kind) {
    CBTable *table = g_new0(CBTable, 1);
    table->kind = kind;
    table->window = make_window();
    table->scrolled = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(table->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    if (kind == 0 || kind == 2) {
        table->list = gtk_list_box_new();
    } else {
        table->store = gtk_list_store_new(2, G_TYPE_STRING, G_TYPE_STRING);
        table->list = gtk_tree_view_new_with_model(GTK_TREE_MODEL(table->store));
        g_object_unref(table->store);
        gtk_tree_view_set_headers_visible(GTK_TREE_VIEW(table->list), FALSE);
        for (int column = 0; column < 2; column++) {
            GtkCellRenderer *renderer = gtk_cell_renderer_text_new();
            gtk_tree_view_insert_column_with_attributes(GTK_TREE_VIEW(table->list), -1, "", renderer, "text", column, NULL);
        }
    }
    if (kind == 2) {
        table->names = g_ptr_array_new_with_free_func(g_free);
        table->details = g_ptr_array_new_with_free_func(g_free);
        table->rows = g_ptr_array_new();
        table->top = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        table->bottom = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_box_pack_start(GTK_BOX(content), table->top, FALSE, FALSE, 0);
        gtk_box_pack_start(GTK_BOX(content), table->list, FALSE, FALSE, 0);
        gtk_box_pack_start(GTK_BOX(content), table->bottom, FALSE, FALSE, 0);
        gtk_container_add(GTK_CONTAINER(table->scrolled), content);
        GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
        g_signal_connect_swapped(adjustment, "value-changed", G_CALLBACK(recycler_relayout), table);
        g_signal_connect_swapped(adjustment, "changed", G_CALLBACK(recycler_relayout), table);
    } else {
        gtk_container_add(GTK_CONTAINER(table->scrolled), table->list);
    }
    gtk_container_add(GTK_CONTAINER(table->window), table->scrolled);
    return table;
}

int cb_detail_lines(int index) {
    int kind = (int)(((unsigned)index * 2654435761u) >> 28) % 5;
    return kind < 3 ? 1 : kind - 1;
}

void cb_detail_text(int index, char *text, int size) {
    switch (cb_detail_lines(index)) {
    case 1: snprintf(text, size, "Detail %d", index); break;
    case 2: snprintf(text, size, "Detail %d\nsecond line", index); break;
    default: snprintf(text, size, "Detail %d\nsecond line\nthird line", index); break;
    }
}

void cb_table_set_varying(CBTable *table, int varying) { table->varying = varying != 0; }

void cb_table_populate(CBTable *table, int count) {
    char name[64], detail[64];
    for (int i = 0; i < count; i++) {
        snprintf(name, sizeof name, "Name %d", i);
        if (table->varying) cb_detail_text(i, detail, sizeof detail);
        else snprintf(detail, sizeof detail, "Detail %d", i);
        if (table->kind == 0) {
            gtk_container_add(GTK_CONTAINER(table->list), make_row(name, detail));
        } else if (table->kind == 2) {
            g_ptr_array_add(table->names, g_strdup(name));
            g_ptr_array_add(table->details, g_strdup(detail));
        } else {
            gtk_list_store_insert_with_values(table->store, NULL, -1, 0, name, 1, detail, -1);
        }
    }
}

void cb_table_show(CBTable *table) { gtk_widget_show_all(table->window); }

void cb_table_update_all(CBTable *table, int generation) {
    char name[64];
    if (table->kind == 2) {
        for (guint i = 0; i < table->names->len; i++) {
            snprintf(name, sizeof name, "Name %u (%d)", i, generation);
            g_free(table->names->pdata[i]);
            table->names->pdata[i] = g_strdup(name);
        }
        recycler_fill(table, 0);
    } else if (table->kind == 0) {
        GList *rows = gtk_container_get_children(GTK_CONTAINER(table->list));
        int i = 0;
        for (GList *item = rows; item; item = item->next, i++) {
            snprintf(name, sizeof name, "Name %d (%d)", i, generation);
            gtk_label_set_text(row_label(item->data, 0), name);
        }
        g_list_free(rows);
    } else {
        GtkTreeIter iter;
        int i = 0;
        gboolean valid = gtk_tree_model_get_iter_first(GTK_TREE_MODEL(table->store), &iter);
        for (; valid; valid = gtk_tree_model_iter_next(GTK_TREE_MODEL(table->store), &iter), i++) {
            snprintf(name, sizeof name, "Name %d (%d)", i, generation);
            gtk_list_store_set(table->store, &iter, 0, name, -1);
        }
    }
}

void cb_table_change_one(CBTable *table, int index, const char *name) {
    if (table->kind == 2) {
        g_free(table->names->pdata[index]);
        table->names->pdata[index] = g_strdup(name);
        int offset = index - table->first;
        if (offset >= 0 && offset < (int)table->rows->len) recycler_bind(table, offset);
    } else if (table->kind == 0) {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index(GTK_LIST_BOX(table->list), index);
        if (row) gtk_label_set_text(row_label(row, 0), name);
    } else {
        GtkTreeIter iter;
        if (gtk_tree_model_iter_nth_child(GTK_TREE_MODEL(table->store), &iter, NULL, index))
            gtk_list_store_set(table->store, &iter, 0, name, -1);
    }
}

void cb_table_insert(CBTable *table, int index, const char *name) {
    if (table->kind == 2) {
        g_ptr_array_insert(table->names, index, g_strdup(name));
        g_ptr_array_insert(table->details, index, g_strdup("Inserted"));
        recycler_fill(table, index);
    } else if (table->kind == 0) {
        gtk_list_box_insert(GTK_LIST_BOX(table->list), make_row(name, "Inserted"), index);
    } else {
        gtk_list_store_insert_with_values(table->store, NULL, index, 0, name, 1, "Inserted", -1);
    }
}

void cb_table_scroll_to_end(CBTable *table) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment));
}

void cb_table_scroll_to_top(CBTable *table) {
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled)), 0);
}

void cb_table_clear(CBTable *table) {
    if (table->kind == 2) {
        g_ptr_array_set_size(table->names, 0);
        g_ptr_array_set_size(table->details, 0);
        recycler_fill(table, 0);
    } else if (table->kind == 0) {
        GList *rows = gtk_container_get_children(GTK_CONTAINER(table->list));
        for (GList *item = rows; item; item = item->next) gtk_widget_destroy(item->data);
        g_list_free(rows);
    } else {
        gtk_list_store_clear(table->store);
    }
}

void *cb_empty_window(void) {
    GtkWidget *window = make_window();
    gtk_widget_show_all(window);
    return window;
}

// MARK: Collections: a plain GtkFlowBox holding every item

struct CBFlow {
    GtkWidget *window;
    GtkWidget *scrolled;
    GtkWidget *flow;
};

static GtkWidget *make_item(const char *name, const char *detail) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    gtk_box_pack_start(GTK_BOX(box), gtk_label_new(name), FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), gtk_label_new(detail), FALSE, FALSE, 0);
    gtk_widget_set_size_request(box, 96, 48);
    GtkWidget *child = gtk_flow_box_child_new();
    gtk_container_add(GTK_CONTAINER(child), box);
    gtk_widget_show_all(child);
    return child;
}

CBFlow *cb_flow_new(void) {
    CBFlow *flow = g_new0(CBFlow, 1);
    flow->window = make_window();
    flow->scrolled = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(flow->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    flow->flow = gtk_flow_box_new();
    gtk_flow_box_set_homogeneous(GTK_FLOW_BOX(flow->flow), TRUE);
    gtk_flow_box_set_row_spacing(GTK_FLOW_BOX(flow->flow), 6);
    gtk_flow_box_set_column_spacing(GTK_FLOW_BOX(flow->flow), 6);
    gtk_widget_set_valign(flow->flow, GTK_ALIGN_START);
    gtk_container_add(GTK_CONTAINER(flow->scrolled), flow->flow);
    gtk_container_add(GTK_CONTAINER(flow->window), flow->scrolled);
    return flow;
}

void cb_flow_populate(CBFlow *flow, int count) {
    char name[64], detail[64];
    for (int i = 0; i < count; i++) {
        snprintf(name, sizeof name, "Name %d", i);
        snprintf(detail, sizeof detail, "Detail %d", i);
        gtk_flow_box_insert(GTK_FLOW_BOX(flow->flow), make_item(name, detail), -1);
    }
}

void cb_flow_show(CBFlow *flow) { gtk_widget_show_all(flow->window); }

void cb_flow_change_one(CBFlow *flow, int index, const char *name) {
    GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index(GTK_FLOW_BOX(flow->flow), index);
    if (!child) return;
    GtkWidget *box = gtk_bin_get_child(GTK_BIN(child));
    GList *labels = gtk_container_get_children(GTK_CONTAINER(box));
    gtk_label_set_text(labels->data, name);
    g_list_free(labels);
}

void cb_flow_insert(CBFlow *flow, int index, const char *name) {
    gtk_flow_box_insert(GTK_FLOW_BOX(flow->flow), make_item(name, "Inserted"), index);
}

void cb_flow_scroll_to_end(CBFlow *flow) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(flow->scrolled));
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment));
}

void cb_flow_scroll_to_top(CBFlow *flow) {
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(flow->scrolled)), 0);
}

void cb_flow_clear(CBFlow *flow) {
    GList *children = gtk_container_get_children(GTK_CONTAINER(flow->flow));
    for (GList *item = children; item; item = item->next) gtk_widget_destroy(item->data);
    g_list_free(children);
}

// MARK: Smooth scrolling

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
