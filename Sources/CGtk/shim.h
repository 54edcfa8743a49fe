#ifndef REACTANT_CGTK_SHIM_H
#define REACTANT_CGTK_SHIM_H
#include <gtk/gtk.h>
// The accessible types (GtkWidgetAccessible), whose states the toolkit adds to.
#include <gtk/gtk-a11y.h>
// g_unix_signal_add: SIGTERM/SIGINT/SIGHUP through the main loop (clean shutdown).
#include <glib-unix.h>
#endif
