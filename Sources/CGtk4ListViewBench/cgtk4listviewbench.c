#ifdef REACTANT_GTK4 // GTK 4 only (Package.swift, gtk4CSettings)
#include "cgtk4listviewbench.h"
#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

double lvb_now(void) {
    return g_get_monotonic_time() / 1e6;
}

void lvb_settings(void) {
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", FALSE, NULL);
}

long lvb_rss_kib(void) {
    long pages = 0, resident = 0;
    FILE *file = fopen("/proc/self/statm", "r");
    if (!file) return 0;
    if (fscanf(file, "%ld %ld", &pages, &resident) != 2) resident = 0;
    fclose(file);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

const char *lvb_gtk_version(void) {
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
} FrameWait;

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    FrameWait *wait = data;
    wait->paint_start = lvb_now();
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    FrameWait *wait = data;
    if (wait->paint_start > 0) wait->paint_seconds += lvb_now() - wait->paint_start;
    wait->paint_start = 0;
    if (wait->pending > 0) wait->pending--;
}

void lvb_settle(void) {
    for (int i = 0; i < 10000 && g_main_context_pending(NULL); i++) g_main_context_iteration(NULL, FALSE);
}

double lvb_wait_for_draw(void) {
    FrameWait wait = {0, 0, 0};
    GListModel *toplevels = gtk_window_get_toplevels();
    GPtrArray *clocks = g_ptr_array_new();
    for (guint i = 0; i < g_list_model_get_n_items(toplevels); i++) {
        GtkWidget *window = g_list_model_get_item(toplevels, i);
        g_object_unref(window); // the list holds it
        if (!gtk_widget_get_visible(window)) continue;
        if (!gtk_widget_get_realized(window)) gtk_widget_realize(window);
        GdkFrameClock *clock = gtk_widget_get_frame_clock(window);
        if (!clock) continue;
        wait.pending++;
        g_ptr_array_add(clocks, clock);
        g_ptr_array_add(clocks, GSIZE_TO_POINTER(g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), &wait)));
        g_ptr_array_add(clocks, GSIZE_TO_POINTER(g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), &wait)));
        // Make sure a frame comes even when nothing changed that needs one.
        gtk_widget_queue_draw(window);
    }
    double deadline = lvb_now() + 120;
    while ((wait.pending > 0 || wait.paint_start > 0) && lvb_now() < deadline) g_main_context_iteration(NULL, TRUE);
    for (guint i = 0; i < clocks->len; i += 3) {
        g_signal_handler_disconnect(clocks->pdata[i], GPOINTER_TO_SIZE(clocks->pdata[i + 1]));
        g_signal_handler_disconnect(clocks->pdata[i], GPOINTER_TO_SIZE(clocks->pdata[i + 2]));
    }
    g_ptr_array_free(clocks, TRUE);
    return wait.paint_seconds;
}

static GtkWidget *make_window(void) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    return window;
}

void *lvb_empty_window(void) {
    GtkWidget *window = make_window();
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

// MARK: The rows: a GObject holding a name and a detail

#define LVB_TYPE_ROW (lvb_row_get_type())
G_DECLARE_FINAL_TYPE(LVBRow, lvb_row, LVB, ROW, GObject)

struct _LVBRow {
    GObject parent_instance;
    char *name;
    char *detail;
};

G_DEFINE_TYPE(LVBRow, lvb_row, G_TYPE_OBJECT)

static void lvb_row_finalize(GObject *object) {
    LVBRow *row = LVB_ROW(object);
    g_free(row->name);
    g_free(row->detail);
    G_OBJECT_CLASS(lvb_row_parent_class)->finalize(object);
}

static void lvb_row_class_init(LVBRowClass *class) {
    G_OBJECT_CLASS(class)->finalize = lvb_row_finalize;
}

static void lvb_row_init(LVBRow *row) {
    (void)row;
}

/// Takes `name` and `detail`.
static LVBRow *row_new(char *name, char *detail) {
    LVBRow *row = g_object_new(LVB_TYPE_ROW, NULL);
    row->name = name;
    row->detail = detail;
    return row;
}

// MARK: The table

struct LVBTable {
    GtkWidget *window;
    GtkWidget *scrolled;
    GListStore *store;
};

static void on_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_box_append(GTK_BOX(box), gtk_label_new(NULL));
    gtk_box_append(GTK_BOX(box), gtk_label_new(NULL));
    gtk_list_item_set_child(item, box);
}

static void on_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory; (void)data;
    LVBRow *row = gtk_list_item_get_item(item);
    GtkWidget *name = gtk_widget_get_first_child(gtk_list_item_get_child(item));
    gtk_label_set_text(GTK_LABEL(name), row->name);
    gtk_label_set_text(GTK_LABEL(gtk_widget_get_next_sibling(name)), row->detail);
}

LVBTable *lvb_table_new(void) {
    LVBTable *table = g_new0(LVBTable, 1);
    table->window = make_window();
    table->scrolled = gtk_scrolled_window_new();
    gtk_window_set_child(GTK_WINDOW(table->window), table->scrolled);
    table->store = g_list_store_new(LVB_TYPE_ROW);
    GtkSingleSelection *selection = gtk_single_selection_new(G_LIST_MODEL(g_object_ref(table->store)));
    gtk_single_selection_set_autoselect(selection, FALSE);
    gtk_single_selection_set_can_unselect(selection, TRUE);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(on_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(on_bind), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(selection), factory);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(table->scrolled), list);
    return table;
}

void lvb_table_populate(LVBTable *table, int count) {
    // One splice: items-changed once, as a model filled at once would.
    gpointer *rows = g_new(gpointer, count);
    for (int i = 0; i < count; i++) rows[i] = row_new(g_strdup_printf("Name %d", i), g_strdup_printf("Detail %d", i));
    g_list_store_splice(table->store, 0, 0, rows, count);
    for (int i = 0; i < count; i++) g_object_unref(rows[i]);
    g_free(rows);
}

void lvb_table_show(LVBTable *table) {
    gtk_window_present(GTK_WINDOW(table->window));
}

void lvb_table_update_all(LVBTable *table, int generation) {
    guint count = g_list_model_get_n_items(G_LIST_MODEL(table->store));
    gpointer *rows = g_new(gpointer, count);
    for (guint i = 0; i < count; i++) {
        LVBRow *old = g_list_model_get_item(G_LIST_MODEL(table->store), i);
        rows[i] = row_new(g_strdup_printf("Name %u (%d)", i, generation), g_strdup(old->detail));
        g_object_unref(old);
    }
    g_list_store_splice(table->store, 0, count, rows, count);
    for (guint i = 0; i < count; i++) g_object_unref(rows[i]);
    g_free(rows);
}

void lvb_table_change_one(LVBTable *table, int index, const char *name) {
    LVBRow *old = g_list_model_get_item(G_LIST_MODEL(table->store), index);
    gpointer row = row_new(g_strdup(name), g_strdup(old->detail));
    g_object_unref(old);
    g_list_store_splice(table->store, index, 1, &row, 1);
    g_object_unref(row);
}

void lvb_table_insert(LVBTable *table, int index, const char *name) {
    LVBRow *row = row_new(g_strdup(name), g_strdup(name));
    g_list_store_insert(table->store, index, row);
    g_object_unref(row);
}

void lvb_table_scroll_to_end(LVBTable *table) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment));
}

void lvb_table_scroll_to_top(LVBTable *table) {
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled)), 0);
}

void lvb_table_clear(LVBTable *table) {
    g_list_store_remove_all(table->store);
}
#endif // REACTANT_GTK4
