#ifdef REACTANT_GTK4 // GTK 4 only; a GTK 3 build gets the main() at the end (Package.swift, gtk4CSettings)
// The start-up benchmark's reference on GTK 4: the Greeter's first window written in plain C
// against GTK 4 and libadwaita, with what the GTK 4 Greeter has at that moment and nothing
// else: an AdwApplication with the app actions and their accelerators (quit, about,
// shortcuts, window close), an AdwApplicationWindow whose content is a vertical box with an
// AdwHeaderBar (an AdwWindowTitle, the window buttons, the primary menu: open-menu-symbolic
// over a GMenu) above the body, the window icon and both stylesheets loaded from the same
// resource folder the Greeter uses (so the SVG loader runs in both), the gettext domains, the
// labels above and beside the fields with their labelled-by relations, and the default size.
// It prints the same probe line as the toolkit after the first frame clock paint of its
// window (see Sources/Reactant/Backends/Gtk4/Gtk4StartupProbe.swift).
#include <adwaita.h>
#include <stdio.h>
#include "greeterapp.h"

// Where SwiftPM copies the Greeter's resources: beside the executables.
static char *resource_folder;

// GTK 4 has no draw signal: a window is drawn in its frame clock's paint phase, so the line
// goes out at the end of the first frame that painted it.
static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)data;
    greeter_print_first_frame();
    g_signal_handlers_disconnect_by_func(clock, on_after_paint, NULL);
}

static void on_realize(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_after_paint), NULL);
}

static void on_activate(GtkApplication *app, gpointer data) {
    (void)data;
    greeter_load_theme(resource_folder);

    GtkWidget *window = adw_application_window_new(app);
    greeter_set_up_window(window);
    gtk_window_set_title(GTK_WINDOW(window), "Greeter");
    GtkWidget *frame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), frame);

    GtkWidget *bar = adw_header_bar_new();
    adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), adw_window_title_new("Greeter", NULL));
    GMenu *menu = g_menu_new();
    GMenu *section = g_menu_new();
    g_menu_append(section, _("Keyboard Shortcuts"), "app.shortcuts");
    g_menu_append(section, _("About Greeter"), "app.about");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    section = g_menu_new();
    g_menu_append(section, _("Quit"), "app.quit");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    GtkWidget *menu_button = gtk_menu_button_new();
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu_button), G_MENU_MODEL(menu));
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu_button), "open-menu-symbolic");
    gtk_widget_set_tooltip_text(menu_button, _("Main Menu"));
    adw_header_bar_pack_end(ADW_HEADER_BAR(bar), menu_button);
    g_object_unref(menu);
    gtk_box_append(GTK_BOX(frame), bar);

    GtkWidget *entry;
    GtkWidget *box = greeter_form(&entry);
    // The form fills the window below the header bar.
    gtk_widget_set_vexpand(box, TRUE);
    gtk_box_append(GTK_BOX(frame), box);

    g_signal_connect_after(window, "realize", G_CALLBACK(on_realize), NULL);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(entry);
}

int main(int argc, char **argv) {
    resource_folder = greeter_setup_locale();
    return greeter_run(adw_application_new(GREETER_APP_ID, G_APPLICATION_DEFAULT_FLAGS), G_CALLBACK(on_activate), argc, argv,
                       resource_folder);
}
#else
#include <stdio.h>
int main(void) {
    fputs("startup-c-greeter-gtk4 is the GTK 4 reference greeter; build it with --traits GTK4 "
          "(startup-c-greeter is the GTK 3 one).\n", stderr);
    return 1;
}
#endif // REACTANT_GTK4
