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

static void on_name_changed(GtkEditable *entry, gpointer label) {
    greeter_greet(label, gtk_entry_get_text(GTK_ENTRY(entry)));
}

static void load_style_sheet(const char *relative) {
    char *path = g_build_filename(resource_folder, relative, NULL);
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_path(provider, path, NULL);
    gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
    g_free(path);
}

static GtkWidget *field_label(const char *text) {
    GtkWidget *label = gtk_label_new(text);
    gtk_style_context_add_class(gtk_widget_get_style_context(label), "greeter-label");
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    return label;
}

static void on_activate(GtkApplication *app, gpointer data) {
    (void)data;
    load_style_sheet("Reactant_ReactantResources.resources/theme/reactant.css");
    load_style_sheet("Reactant_GreeterDemoResources.resources/theme/greeter.css");
    char *icons = g_build_filename(resource_folder, "Reactant_GreeterDemoResources.resources", "icons", NULL);
    gtk_icon_theme_append_search_path(gtk_icon_theme_get_default(), icons);
    g_free(icons);

    GtkWidget *window = gtk_application_window_new(app);
    static const GActionEntry window_entries[] = {{"close", greeter_on_nothing, NULL, NULL, NULL, {0}}};
    g_action_map_add_action_entries(G_ACTION_MAP(window), window_entries, 1, window);
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 220);
    gtk_window_set_icon_name(GTK_WINDOW(window), "org.reactantgtk.Greeter");
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

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_style_context_add_class(gtk_widget_get_style_context(box), "greeter");
    GtkWidget *greeting = gtk_label_new("");
    gtk_style_context_add_class(gtk_widget_get_style_context(greeting), "greeting");
    gtk_label_set_line_wrap(GTK_LABEL(greeting), TRUE);
    gtk_widget_set_size_request(greeting, -1, 40);
    g_object_set(greeting, "margin-start", 20, "margin-end", 20, "margin-top", 20, NULL);
    GtkWidget *name_label = field_label(_("Name to greet"));
    g_object_set(name_label, "margin-start", 20, "margin-top", 10, "halign", GTK_ALIGN_START, NULL);
    GtkWidget *entry = gtk_entry_new();
    g_object_set(entry, "margin-start", 20, "margin-end", 20, "margin-top", 4, NULL);
    gtk_label_set_mnemonic_widget(GTK_LABEL(name_label), entry);
    g_signal_connect(entry, "changed", G_CALLBACK(on_name_changed), greeting);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    g_object_set(row, "margin-start", 20, "margin-end", 20, "margin-top", 16, NULL);
    GtkWidget *language = field_label(_("Greet in Spanish"));
    GtkWidget *toggle = gtk_switch_new();
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER);
    gtk_label_set_mnemonic_widget(GTK_LABEL(language), toggle);
    gtk_box_pack_start(GTK_BOX(row), language, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(row), toggle, FALSE, FALSE, 0);
    GtkWidget *button = gtk_button_new_with_label(_("Sign up…"));
    gtk_widget_set_halign(button, GTK_ALIGN_END);
    g_object_set(button, "margin-end", 20, "margin-bottom", 20, "margin-top", 16, NULL);
    gtk_box_pack_start(GTK_BOX(box), greeting, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), name_label, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), entry, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), row, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), button, FALSE, FALSE, 0);
    gtk_container_add(GTK_CONTAINER(window), box);

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
