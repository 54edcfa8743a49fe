// Plain C GTK 3 code for the table benchmark (`swift run -c release table-bench`): the same
// work as the Swift side, done with a GtkListBox holding every row, with a GtkTreeView over
// a GtkListStore, and with a GtkListBox recycling its rows. Nothing else uses this target.
// GTK types stay out of this header so that the Swift side needs no GTK headers.
#ifndef CTABLEBENCH_H
#define CTABLEBENCH_H

/// Monotonic seconds.
double cb_now(void);
/// Seconds of CPU time this thread has used (to tell work from waiting for a core).
double cb_cpu_now(void);
/// Turns animations off (gtk-enable-animations = FALSE); call after gtk_init.
void cb_settings(void);
/// Resident set size of this process, in KiB (from /proc/self/statm).
long cb_rss_kib(void);
/// GTK's version as "major.minor.micro".
const char *cb_gtk_version(void);

/// Runs the main loop until every shown toplevel window has drawn once after this call
/// (a "draw" handler connected after the default one). Returns the seconds spent inside
/// the frame that drew, from the frame clock's "before-paint" to "after-paint": the time
/// GTK spent on layout and drawing, without the idle wait for the next frame slot.
double cb_wait_for_draw(void);
/// The main thread's CPU seconds in those paints (the last `cb_wait_for_draw`'s): what a busy
/// machine's wall time adds waiting for a core left out.
double cb_last_paint_cpu(void);
/// Runs the main loop until every shown toplevel window's frame clock has run one more frame
/// (one is requested), and returns the seconds from its "before-paint" to "after-paint": the
/// layout and drawing of what changed since the last frame (GTK redraws only the areas that
/// were invalidated), without forcing a redraw of the whole window.
double cb_wait_for_frame(void);
/// Runs what the main loop has pending (idle work included), as an application's loop would
/// between two things a person does; not timed.
void cb_settle(void);

/// A plain C table: kind 0 is a GtkListBox with one GtkListBoxRow (a box of two labels) per
/// row, kind 1 a GtkTreeView with two text columns over a GtkListStore, kind 2 a GtkListBox
/// holding only the rows on screen plus a margin, rebound as it scrolls (the least a
/// recycling list does, as a reference for ours). All sit in a GtkScrolledWindow in a
/// 480×640 window, not shown yet.
typedef struct CBTable CBTable;
CBTable *cb_table_new(int kind);
/// Adds `count` rows "Name i" / "Detail i".
void cb_table_populate(CBTable *table, int count);
void cb_table_show(CBTable *table);
/// Sets new texts ("Name i (generation)") on every row.
void cb_table_update_all(CBTable *table, int generation);
void cb_table_change_one(CBTable *table, int index, const char *name);
void cb_table_insert(CBTable *table, int index, const char *name);
void cb_table_scroll_to_end(CBTable *table);
void cb_table_scroll_to_top(CBTable *table);
void cb_table_clear(CBTable *table);
/// Gives the rows of a table (before `cb_table_populate`) 1, 2 or 3 lines of detail, as
/// `cb_detail_text` does; the recycler then places rows of varying heights (one measured
/// height per line count, positions from their running sum).
void cb_table_set_varying(CBTable *table, int varying);
/// How many lines row `index`'s detail has in a varying table (1 for 60 % of rows, 2 or 3
/// for 20 % each, spread by a hash of the index), and its text.
int cb_detail_lines(int index);
void cb_detail_text(int index, char *text, int size);

/// Sets the scroll position (for `cb_smooth_scroll`).
typedef void (*CBScrollStep)(double y, void *context);
/// Scrolls the shown window continuously for `seconds`: on every frame of its frame clock (a
/// tick callback, in the frame's update phase) `step` gets the position `speed` pixels per
/// second from the start, wrapping at `limit`. Fills `works` with each frame's time from
/// "before-paint" to "after-paint" (the step, layout and drawing), `cpu_works` with the CPU
/// time this thread used in it (the same less any time spent waiting for a core or the X
/// server), and `intervals` with the time between the frame clock's frame times; returns how
/// many frames were timed.
int cb_smooth_scroll(double seconds, double speed, double limit, CBScrollStep step, void *context,
                     double *works, double *cpu_works, double *intervals, int capacity, int *interval_count);
/// The same for a C table's scrolled window, wrapping at its end.
int cb_table_smooth_scroll(CBTable *table, double seconds, double speed, double *works, double *cpu_works,
                           double *intervals, int capacity, int *interval_count);

/// A plain GtkFlowBox holding every item (a box of two labels asking for 96×48), homogeneous,
/// 6 px spacing, in a GtkScrolledWindow in a 480×640 window, not shown yet: the reference
/// for the collection views.
typedef struct CBFlow CBFlow;
CBFlow *cb_flow_new(void);
void cb_flow_populate(CBFlow *flow, int count);
void cb_flow_show(CBFlow *flow);
void cb_flow_change_one(CBFlow *flow, int index, const char *name);
void cb_flow_insert(CBFlow *flow, int index, const char *name);
void cb_flow_scroll_to_end(CBFlow *flow);
void cb_flow_scroll_to_top(CBFlow *flow);
void cb_flow_clear(CBFlow *flow);

/// An empty 480×640 window, shown (the memory baseline).
void *cb_empty_window(void);

// MARK: Text view (text-bench)

/// A shown window holding a GtkTextView (wrapping between words and characters when `wrap`)
/// in a GtkScrolledWindow, focused; returns the text view.
void *cb_text_window(int wrap);
/// Inserts `text` at the cursor as a paste or a keystroke does (one user action, interactive).
void cb_text_insert(void *view, const char *text);

#endif
