#ifndef REACTANT_CGTK4_X11_H
#define REACTANT_CGTK4_X11_H
#include <gdk/x11/gdkx.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#endif
