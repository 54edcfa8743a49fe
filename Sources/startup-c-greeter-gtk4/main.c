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

static void on_name_changed(GtkEditable *entry, gpointer label) {
    greeter_greet(label, gtk_editable_get_text(entry));
}

static void load_style_sheet(const char *relative) {
    char *path = g_build_filename(resource_folder, relative, NULL);
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_path(provider, path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);
    g_free(path);
}

static GtkWidget *field_label(const char *text) {
    GtkWidget *label = gtk_label_new(text);
    gtk_widget_add_css_class(label, "greeter-label");
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    return label;
}

static void label_for(GtkWidget *label, GtkWidget *field) {
    gtk_label_set_mnemonic_widget(GTK_LABEL(label), field);
    gtk_accessible_update_relation(GTK_ACCESSIBLE(field), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

static void on_activate(GtkApplication *app, gpointer data) {
    (void)data;
    load_style_sheet("Reactant_ReactantResources.resources/theme/reactant.css");
    load_style_sheet("Reactant_GreeterDemoResources.resources/theme/greeter.css");
    char *icons = g_build_filename(resource_folder, "Reactant_GreeterDemoResources.resources", "icons", NULL);
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(gdk_display_get_default()), icons);
    g_free(icons);

    GtkWidget *window = adw_application_window_new(app);
    static const GActionEntry window_entries[] = {{"close", greeter_on_nothing, NULL, NULL, NULL, {0}}};
    g_action_map_add_action_entries(G_ACTION_MAP(window), window_entries, 1, window);
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 220);
    gtk_window_set_icon_name(GTK_WINDOW(window), "org.reactantgtk.Greeter");
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

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(box, "greeter");
    gtk_widget_set_vexpand(box, TRUE);
    GtkWidget *greeting = gtk_label_new("");
    gtk_widget_add_css_class(greeting, "greeting");
    gtk_label_set_wrap(GTK_LABEL(greeting), TRUE);
    gtk_label_set_lines(GTK_LABEL(greeting), 2);
    gtk_widget_set_size_request(greeting, -1, 40);
    g_object_set(greeting, "margin-start", 20, "margin-end", 20, "margin-top", 20, NULL);
    GtkWidget *name_label = field_label(_("Name to greet"));
    g_object_set(name_label, "margin-start", 20, "margin-top", 10, "halign", GTK_ALIGN_START, NULL);
    GtkWidget *entry = gtk_entry_new();
    g_object_set(entry, "margin-start", 20, "margin-end", 20, "margin-top", 4, NULL);
    label_for(name_label, entry);
    g_signal_connect(entry, "changed", G_CALLBACK(on_name_changed), greeting);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    g_object_set(row, "margin-start", 20, "margin-end", 20, "margin-top", 16, NULL);
    GtkWidget *language = field_label(_("Greet in Spanish"));
    GtkWidget *toggle = gtk_switch_new();
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER);
    label_for(language, toggle);
    gtk_box_append(GTK_BOX(row), language);
    gtk_box_append(GTK_BOX(row), toggle);
    GtkWidget *button = gtk_button_new_with_label(_("Sign up…"));
    gtk_widget_set_halign(button, GTK_ALIGN_END);
    g_object_set(button, "margin-end", 20, "margin-bottom", 20, "margin-top", 16, NULL);
    gtk_box_append(GTK_BOX(box), greeting);
    gtk_box_append(GTK_BOX(box), name_label);
    gtk_box_append(GTK_BOX(box), entry);
    gtk_box_append(GTK_BOX(box), row);
    gtk_box_append(GTK_BOX(box), button);
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
