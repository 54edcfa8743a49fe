#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
// The C table's recycler (kind 2): the least a recycling GtkListBox must do, as a reference
// for ours. The rows covering the viewport plus the same margin as ours (40 px or a tenth of
// the viewport), spacers standing in for the rest, rows bound again by setting their labels'
// text. Unlike ours it keeps no selection and diffs nothing; its rows are all as high as the
// first one measured, or (cb_table_set_varying) as high as their line count says.
#include "cbtable.h"
#include <stdio.h>

void cb_recycler_bind(CBTable *table, int offset) {
    GtkListBoxRow *row = g_ptr_array_index(table->rows, offset);
    int model = table->first + offset;
    gtk_label_set_text(cb_row_label(row, 0), g_ptr_array_index(table->names, model));
    gtk_label_set_text(cb_row_label(row, 1), g_ptr_array_index(table->details, model));
}

/// Makes the list hold `wanted` rows showing models `first`…: row i shows model first + i,
/// and keeps its labels only when the window didn't move and its model is above `rebind_from`.
static void show_rows(CBTable *table, int first, int wanted, int rebind_from) {
    int old_first = table->first, old_count = (int)table->rows->len;
    while ((int)table->rows->len > wanted) {
        GtkWidget *row = g_ptr_array_steal_index(table->rows, table->rows->len - 1);
        gtk_container_remove(GTK_CONTAINER(table->list), row);
    }
    while ((int)table->rows->len < wanted) {
        GtkWidget *row = cb_make_row("", "");
        gtk_list_box_insert(GTK_LIST_BOX(table->list), row, -1);
        g_ptr_array_add(table->rows, row);
    }
    table->first = first;
    for (int offset = 0; offset < wanted; offset++) {
        int model = first + offset;
        int old_offset = model - old_first;
        gboolean kept = old_offset == offset && old_offset < old_count && model < rebind_from;
        if (!kept) cb_recycler_bind(table, offset);
    }
}

static GtkAdjustment *vertical(CBTable *table) {
    return gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(table->scrolled));
}

/// The margin materialised above and below the viewport: 40 px or a tenth of the viewport.
static double margin(double page) { return page / 10 > 40 ? page / 10 : 40; }

/// A row's natural height in the list, where the theme's row padding applies.
static int natural_height(CBTable *table, GtkWidget *row) {
    int width = gtk_widget_get_allocated_width(table->list), minimum = 0, natural = 0;
    gtk_widget_get_preferred_height_for_width(row, width > 1 ? width : 480, &minimum, &natural);
    return natural > 0 ? natural : 1;
}

void cb_recycler_fill(CBTable *table, int rebind_from) {
    if (table->relayouting) return;
    table->relayouting = TRUE;
    double page = gtk_adjustment_get_page_size(vertical(table));
    double value = gtk_adjustment_get_value(vertical(table));
    int count = (int)table->names->len;
    if (table->row_height == 0 && count > 0 && page > 0) {
        GtkWidget *probe = cb_make_row(g_ptr_array_index(table->names, 0), g_ptr_array_index(table->details, 0));
        gtk_list_box_insert(GTK_LIST_BOX(table->list), probe, 0);
        table->row_height = natural_height(table, probe);
        g_ptr_array_add(table->rows, probe);
        table->first = 0;
    }
    int height = table->row_height > 0 ? table->row_height : 1;
    int first = (int)((value - margin(page)) / height), last = (int)((value + page + margin(page)) / height);
    if (first < 0) first = 0;
    if (last > count - 1) last = count - 1;
    int wanted = page > 0 && count > 0 ? last - first + 1 : 0;
    show_rows(table, first, wanted, rebind_from);
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

/// As `cb_recycler_fill`, for rows of varying heights: each row's height comes from its line
/// count (one measured row per count), and where rows start from their running sum.
static void varying_fill(CBTable *table) {
    if (table->relayouting) return;
    table->relayouting = TRUE;
    double page = gtk_adjustment_get_page_size(vertical(table));
    double value = gtk_adjustment_get_value(vertical(table));
    int count = (int)table->names->len;
    if (!table->offsets && count > 0 && page > 0) {
        for (int lines = 1; lines <= 3; lines++) {
            char detail[64];
            snprintf(detail, sizeof detail, lines == 1 ? "D" : lines == 2 ? "D\nD" : "D\nD\nD");
            GtkWidget *probe = cb_make_row("N", detail);
            gtk_list_box_insert(GTK_LIST_BOX(table->list), probe, -1);
            table->line_heights[lines] = natural_height(table, probe);
            gtk_container_remove(GTK_CONTAINER(table->list), probe);
        }
        table->offsets = g_new(gint64, count + 1);
        table->offsets[0] = 0;
        for (int i = 0; i < count; i++) table->offsets[i + 1] = table->offsets[i] + table->line_heights[cb_detail_lines(i)];
        table->first = 0;
    }
    if (!table->offsets || count == 0) { table->relayouting = FALSE; return; }
    int first = varying_row_at(table, value - margin(page)), last = varying_row_at(table, value + page + margin(page));
    show_rows(table, first, last - first + 1, G_MAXINT);
    gtk_widget_set_size_request(table->top, -1, (int)table->offsets[first]);
    gtk_widget_set_size_request(table->bottom, -1, (int)(table->offsets[count] - table->offsets[last + 1]));
    table->relayouting = FALSE;
}

void cb_recycler_relayout(CBTable *table) {
    if (table->varying) varying_fill(table); else cb_recycler_fill(table, G_MAXINT);
}
#endif // REACTANT_GTK3
