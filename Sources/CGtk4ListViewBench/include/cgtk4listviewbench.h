// Plain C GTK 4 code for table-bench's GTK 4 mode (`swift run -c release --traits GTK4
// --scratch-path .build-gtk4 table-bench`): the timing helpers of a GTK 4 child process and
// the reference table, a GtkListView over a GListStore of the same rows. Nothing else uses
// this target; it compiles to nothing without the GTK4 trait. GTK types stay out of this
// header so that the Swift side needs no GTK headers.
#ifndef CGTK4LISTVIEWBENCH_H
#define CGTK4LISTVIEWBENCH_H

/// Monotonic seconds.
double lvb_now(void);
/// Turns animations off (gtk-enable-animations = FALSE); call after gtk_init.
void lvb_settings(void);
/// Resident set size of this process, in KiB (from /proc/self/statm).
long lvb_rss_kib(void);
/// GTK's version as "major.minor.micro".
const char *lvb_gtk_version(void);

/// Redraws every shown toplevel window once (gtk_widget_queue_draw) and runs the main loop
/// until each has finished that frame; returns the seconds spent inside the frames, from the
/// frame clock's "before-paint" to "after-paint" (GTK 4 lays out and draws between the two),
/// without the idle wait for the next frame slot. As CTableBench's cb_wait_for_draw on GTK 3.
double lvb_wait_for_draw(void);
/// Runs what the main loop has pending (idle work included), as an application's loop would
/// between two things a person does; not timed.
void lvb_settle(void);
/// An empty 480×640 window, shown (the memory baseline).
void *lvb_empty_window(void);

/// The plain C GTK 4 table: a GtkListView (single selection, nothing selected) over a
/// GListStore of row objects holding a name and a detail, its GtkSignalListItemFactory
/// making a horizontal box of two labels per row on screen and binding the row's texts; in a
/// GtkScrolledWindow in a 480×640 window, not shown yet.
typedef struct LVBTable LVBTable;
LVBTable *lvb_table_new(void);
/// Adds `count` rows "Name i" / "Detail i".
void lvb_table_populate(LVBTable *table, int count);
void lvb_table_show(LVBTable *table);
/// Replaces every row with one named "Name i (generation)" (one splice of the store).
void lvb_table_update_all(LVBTable *table, int generation);
/// Replaces row `index` with one named `name`.
void lvb_table_change_one(LVBTable *table, int index, const char *name);
void lvb_table_insert(LVBTable *table, int index, const char *name);
/// GTK 4.8's GtkListView has no scroll_to (4.12): both set the vertical adjustment.
void lvb_table_scroll_to_end(LVBTable *table);
void lvb_table_scroll_to_top(LVBTable *table);
void lvb_table_clear(LVBTable *table);

#endif
