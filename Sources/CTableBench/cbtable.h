// What the C table's files share (GTK 3): the table, its rows and its window. Not public:
// the Swift side sees only include/ctablebench.h.
#ifndef CBTABLE_H
#define CBTABLE_H
#include "ctablebench.h"
#include <gtk/gtk.h>

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

/// A list box row holding a horizontal box of two labels.
GtkWidget *cb_make_row(const char *name, const char *detail);
/// A 480×640 toplevel window, not shown.
GtkWidget *cb_make_window(void);
/// Label `which` (0 or 1) of a row made by `cb_make_row`.
GtkLabel *cb_row_label(GtkListBoxRow *row, int which);

/// The recycler (kind 2, recycler.c): makes its rows cover the viewport plus the margin;
/// `rebind_from` (a model index) and below are bound again even where a row keeps its model.
void cb_recycler_fill(CBTable *table, int rebind_from);
/// Binds row `offset` of the window to its model again.
void cb_recycler_bind(CBTable *table, int offset);
/// The same as `cb_recycler_fill` after a scroll or a resize, for rows of one height or of varying heights.
void cb_recycler_relayout(CBTable *table);

#endif
