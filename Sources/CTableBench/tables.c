#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
// The C tables of table-bench (GTK 3): a GtkListBox holding every row (kind 0), a
// GtkTreeView over a GtkListStore (kind 1), and the recycler (kind 2, recycler.c) over
// arrays of names and details; and the steps the benchmark times on each.
#include "cbtable.h"
#include <stdio.h>
#include "benchframes.h"

GtkWidget *cb_make_row(const char *name, const char *detail) {
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

GtkLabel *cb_row_label(GtkListBoxRow *row, int which) {
    GtkWidget *box = gtk_bin_get_child(GTK_BIN(row));
    GList *children = gtk_container_get_children(GTK_CONTAINER(box));
    GtkLabel *label = g_list_nth_data(children, which);
    g_list_free(children);
    return label;
}

CBTable *cb_table_new(int kind) {
    CBTable *table = g_new0(CBTable, 1);
    table->kind = kind;
    table->window = cb_make_window();
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
        g_signal_connect_swapped(adjustment, "value-changed", G_CALLBACK(cb_recycler_relayout), table);
        g_signal_connect_swapped(adjustment, "changed", G_CALLBACK(cb_recycler_relayout), table);
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
            gtk_container_add(GTK_CONTAINER(table->list), cb_make_row(name, detail));
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
        cb_recycler_fill(table, 0);
    } else if (table->kind == 0) {
        GList *rows = gtk_container_get_children(GTK_CONTAINER(table->list));
        int i = 0;
        for (GList *item = rows; item; item = item->next, i++) {
            snprintf(name, sizeof name, "Name %d (%d)", i, generation);
            gtk_label_set_text(cb_row_label(item->data, 0), name);
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
        if (offset >= 0 && offset < (int)table->rows->len) cb_recycler_bind(table, offset);
    } else if (table->kind == 0) {
        GtkListBoxRow *row = gtk_list_box_get_row_at_index(GTK_LIST_BOX(table->list), index);
        if (row) gtk_label_set_text(cb_row_label(row, 0), name);
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
        cb_recycler_fill(table, index);
    } else if (table->kind == 0) {
        gtk_list_box_insert(GTK_LIST_BOX(table->list), cb_make_row(name, "Inserted"), index);
    } else {
        gtk_list_store_insert_with_values(table->store, NULL, index, 0, name, 1, "Inserted", -1);
    }
}

void cb_table_scroll_to_end(CBTable *table) { bench_scroll_to_end(table->scrolled); }

void cb_table_scroll_to_top(CBTable *table) { bench_scroll_to_top(table->scrolled); }

void cb_table_clear(CBTable *table) {
    if (table->kind == 2) {
        g_ptr_array_set_size(table->names, 0);
        g_ptr_array_set_size(table->details, 0);
        cb_recycler_fill(table, 0);
    } else if (table->kind == 0) {
        GList *rows = gtk_container_get_children(GTK_CONTAINER(table->list));
        for (GList *item = rows; item; item = item->next) gtk_widget_destroy(item->data);
        g_list_free(rows);
    } else {
        gtk_list_store_clear(table->store);
    }
}
#endif // REACTANT_GTK3
