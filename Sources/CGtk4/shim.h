#ifndef REACTANT_CGTK4_SHIM_H
#define REACTANT_CGTK4_SHIM_H
// libadwaita includes GTK 4 (gtk/gtk.h) itself.
#include <adwaita.h>
// g_unix_signal_add: SIGTERM/SIGINT/SIGHUP through the main loop (clean shutdown).
#include <glib-unix.h>
#endif
