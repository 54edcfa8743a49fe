#ifdef REACTANT_GTK4 // GTK 4 only (Package.swift, gtk4CSettings)
#include "cgtk4listviewbench.h"
#include <gtk/gtk.h>
#include <stdio.h>
#include "benchframes.h"

double lvb_now(void) { return bench_now(); }
void lvb_settings(void) { bench_settings(); }
long lvb_rss_kib(void) { return bench_rss_kib(); }
const char *lvb_gtk_version(void) { return bench_gtk_version(); }

// MARK: Waiting for a frame

void lvb_settle(void) {
    for (int i = 0; i < 10000 && g_main_context_pending(NULL); i++) g_main_context_iteration(NULL, FALSE);
}

double lvb_wait_for_draw(void) {
    BenchFrameWait wait = {0, 0, 0, 0, 0};
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
        bench_watch_clock(clock, &wait, G_CALLBACK(bench_on_frame_end), clocks);
        // Make sure a frame comes even when nothing changed that needs one.
        gtk_widget_queue_draw(window);
    }
    double deadline = lvb_now() + 120;
    while ((wait.pending > 0 || wait.paint_start > 0) && lvb_now() < deadline) g_main_context_iteration(NULL, TRUE);
    bench_unwatch_clocks(clocks);
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

void lvb_table_scroll_to_end(LVBTable *table) { bench_scroll_to_end(table->scrolled); }

void lvb_table_scroll_to_top(LVBTable *table) { bench_scroll_to_top(table->scrolled); }

void lvb_table_clear(LVBTable *table) {
    g_list_store_remove_all(table->store);
}
#endif // REACTANT_GTK4
