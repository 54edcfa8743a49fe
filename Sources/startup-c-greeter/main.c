#ifdef REACTANT_GTK3 // GTK 3 only; a GTK 4 build gets the main() at the end (Package.swift, gtk3CSettings)
// The start-up benchmark's reference: the Greeter's first window written in plain C against
// GTK 3, with what the Greeter has at that moment and nothing else: the application id, the
// app actions and their accelerators (quit, about, shortcuts, window close), the primary menu
// (open-menu-symbolic over a GMenu), the window icon and both stylesheets loaded from the same
// resource folder the Greeter uses (so the SVG loader runs in both), the gettext domains, the
// labels above and beside the fields with their labelled-by relations, and the default size.
// It prints the same probe line as the toolkit when its first window has been drawn (see
// Sources/Reactant/Backends/Gtk/GtkStartupProbe.swift).
#include <gtk/gtk.h>
#include <stdio.h>
#include "greeterapp.h"

// Where SwiftPM copies the Greeter's resources: beside the executables.
static char *resource_folder;

static gboolean on_first_draw(GtkWidget *window, cairo_t *cr, gpointer data) {
    (void)cr; (void)data;
    greeter_print_first_frame();
    g_signal_handlers_disconnect_by_func(window, on_first_draw, NULL);
    return FALSE;
}

static void on_activate(GtkApplication *app, gpointer data) {
    (void)data;
    greeter_load_theme(resource_folder);

    GtkWidget *window = gtk_application_window_new(app);
    greeter_set_up_window(window);
    GtkWidget *bar = gtk_header_bar_new();
    gtk_header_bar_set_title(GTK_HEADER_BAR(bar), "Greeter");
    gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(bar), TRUE);
    GMenu *menu = g_menu_new();
    GMenu *section = g_menu_new();
    g_menu_append(section, _("Keyboard Shortcuts"), "app.shortcuts");
    g_menu_append(section, _("About Greeter"), "app.about");
    g_menu_append(section, _("Quit"), "app.quit");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), G_MENU_MODEL(menu));
    gtk_button_set_image(GTK_BUTTON(menu_button), gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON));
    gtk_widget_set_tooltip_text(menu_button, _("Main Menu"));
    gtk_header_bar_pack_end(GTK_HEADER_BAR(bar), menu_button);
    g_object_unref(section);
    g_object_unref(menu);
    gtk_window_set_titlebar(GTK_WINDOW(window), bar);
    gtk_window_set_title(GTK_WINDOW(window), "Greeter");

    GtkWidget *entry;
    gtk_container_add(GTK_CONTAINER(window), greeter_form(&entry));

    g_signal_connect_after(window, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(window);
    gtk_widget_grab_focus(entry);
}

int main(int argc, char **argv) {
    resource_folder = greeter_setup_locale();
    return greeter_run(gtk_application_new(GREETER_APP_ID, G_APPLICATION_DEFAULT_FLAGS), G_CALLBACK(on_activate), argc, argv,
                       resource_folder);
}
#else
#include <stdio.h>
int main(void) {
    fputs("startup-c-greeter is GTK 3 only so far; build it without --traits GTK4.\n", stderr);
    return 1;
}
#endif // REACTANT_GTK3
