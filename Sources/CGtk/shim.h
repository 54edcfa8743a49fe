#ifndef REACTANT_CGTK_SHIM_H
#define REACTANT_CGTK_SHIM_H
#include <gtk/gtk.h>
#endif
