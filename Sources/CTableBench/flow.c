#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
// The collection views' reference (table-bench --collections): a plain GtkFlowBox holding
// every item.
#include "cbtable.h"
#include <stdio.h>
#include "benchframes.h"

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
    flow->window = cb_make_window();
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


void cb_flow_scroll_to_end(CBFlow *flow) { bench_scroll_to_end(flow->scrolled); }

void cb_flow_scroll_to_top(CBFlow *flow) { bench_scroll_to_top(flow->scrolled); }

void cb_flow_clear(CBFlow *flow) {
    GList *children = gtk_container_get_children(GTK_CONTAINER(flow->flow));
    for (GList *item = children; item; item = item->next) gtk_widget_destroy(item->data);
    g_list_free(children);
}
#endif // REACTANT_GTK3
