// The application around the plain C reference greeters (startup-c-greeter on GTK 3,
// startup-c-greeter-gtk4 on GTK 4): the locale and text domains, the app actions and their
// accelerators, the probe line, the stylesheets and icons, the greeting and the form under
// the header bar, written once for both. Static inline functions for a C file that includes its GTK first (see
// benchshared.h).
#ifndef GREETERAPP_H
#define GREETERAPP_H
#include <glib/gi18n.h>
#include <libintl.h>
#include <locale.h>
#include <unistd.h>

/// The line the toolkit prints when its first window has been drawn
/// (Backends/Gtk/GtkStartupProbe.swift, Backends/Gtk4/Gtk4StartupProbe.swift).
static inline void greeter_print_first_frame(void) {
    static const char line[] = "reactant-startup: first-frame\n";
    (void)!write(STDOUT_FILENO, line, sizeof line - 1);
}

/// "Hello NAME!" in `label`, or nothing for an empty name.
static inline void greeter_greet(GtkWidget *label, const char *name) {
    char *greeting = *name ? g_strdup_printf("Hello %s!", name) : g_strdup("");
    gtk_label_set_text(GTK_LABEL(label), greeting);
    g_free(greeting);
}

static inline void greeter_on_quit(GSimpleAction *action, GVariant *parameter, gpointer app) {
    (void)action; (void)parameter;
    g_application_quit(G_APPLICATION(app));
}

static inline void greeter_on_nothing(GSimpleAction *action, GVariant *parameter, gpointer app) {
    (void)action; (void)parameter; (void)app;
}

/// The Greeter's app actions (quit, about, shortcuts) and accelerators, on "startup".
static inline void greeter_on_startup(GtkApplication *app, gpointer data) {
    (void)data;
    static const GActionEntry entries[] = {
        {"quit", greeter_on_quit, NULL, NULL, NULL, {0}},
        {"about", greeter_on_nothing, NULL, NULL, NULL, {0}},
        {"shortcuts", greeter_on_nothing, NULL, NULL, NULL, {0}},
    };
    g_action_map_add_action_entries(G_ACTION_MAP(app), entries, G_N_ELEMENTS(entries), app);
    const char *quit[] = {"<Primary>q", NULL};
    const char *shortcuts[] = {"<Primary>question", NULL};
    const char *close[] = {"<Primary>w", NULL};
    gtk_application_set_accels_for_action(app, "app.quit", quit);
    gtk_application_set_accels_for_action(app, "app.shortcuts", shortcuts);
    gtk_application_set_accels_for_action(app, "win.close", close);
}

// GTK 3's and GTK 4's spellings of what the theme and the form do alike.
#if GTK_CHECK_VERSION(4, 0, 0)
static inline void greeter_add_style_sheet(GtkCssProvider *provider, const char *path) {
    gtk_css_provider_load_from_path(provider, path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static inline void greeter_add_icon_path(const char *path) {
    gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(gdk_display_get_default()), path);
}

static inline void greeter_add_class(GtkWidget *widget, const char *name) {
    gtk_widget_add_css_class(widget, name);
}

static inline void greeter_append(GtkWidget *box, GtkWidget *child) {
    gtk_box_append(GTK_BOX(box), child);
}

static inline const char *greeter_entry_text(GtkEditable *entry) {
    return gtk_editable_get_text(entry);
}

/// The mnemonic, and the labelled-by relation (GTK 4 doesn't take it from the mnemonic).
static inline void greeter_label_for(GtkWidget *label, GtkWidget *field) {
    gtk_label_set_mnemonic_widget(GTK_LABEL(label), field);
    gtk_accessible_update_relation(GTK_ACCESSIBLE(field), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
#else
static inline void greeter_add_style_sheet(GtkCssProvider *provider, const char *path) {
    gtk_css_provider_load_from_path(provider, path, NULL);
    gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static inline void greeter_add_icon_path(const char *path) {
    gtk_icon_theme_append_search_path(gtk_icon_theme_get_default(), path);
}

static inline void greeter_add_class(GtkWidget *widget, const char *name) {
    gtk_style_context_add_class(gtk_widget_get_style_context(widget), name);
}

static inline void greeter_append(GtkWidget *box, GtkWidget *child) {
    gtk_box_pack_start(GTK_BOX(box), child, FALSE, FALSE, 0);
}

static inline const char *greeter_entry_text(GtkEditable *entry) {
    return gtk_entry_get_text(GTK_ENTRY(entry));
}

/// The mnemonic (GTK 3's accessibility takes the labelled-by relation from it).
static inline void greeter_label_for(GtkWidget *label, GtkWidget *field) {
    gtk_label_set_mnemonic_widget(GTK_LABEL(label), field);
}
#endif

static inline void greeter_load_style_sheet(const char *resource_folder, const char *relative) {
    char *path = g_build_filename(resource_folder, relative, NULL);
    GtkCssProvider *provider = gtk_css_provider_new();
    greeter_add_style_sheet(provider, path);
    g_object_unref(provider);
    g_free(path);
}

/// The toolkit's and the Greeter's stylesheets and the Greeter's icons, from the folder where
/// SwiftPM copies the Greeter's resources (so the SVG loader runs as in the Greeter).
static inline void greeter_load_theme(const char *resource_folder) {
    greeter_load_style_sheet(resource_folder, "Reactant_ReactantResources.resources/theme/reactant.css");
    greeter_load_style_sheet(resource_folder, "Reactant_GreeterDemoResources.resources/theme/greeter.css");
    char *icons = g_build_filename(resource_folder, "Reactant_GreeterDemoResources.resources", "icons", NULL);
    greeter_add_icon_path(icons);
    g_free(icons);
}

static inline void greeter_on_name_changed(GtkEditable *entry, gpointer label) {
    greeter_greet(label, greeter_entry_text(entry));
}

static inline GtkWidget *greeter_field_label(const char *text) {
    GtkWidget *label = gtk_label_new(text);
    greeter_add_class(label, "greeter-label");
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    return label;
}

/// The window's close action (win.close, Ctrl+W), default size and icon, as the Greeter's.
static inline void greeter_set_up_window(GtkWidget *window) {
    static const GActionEntry window_entries[] = {{"close", greeter_on_nothing, NULL, NULL, NULL, {0}}};
    g_action_map_add_action_entries(G_ACTION_MAP(window), window_entries, 1, window);
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 220);
    gtk_window_set_icon_name(GTK_WINDOW(window), "org.reactantgtk.Greeter");
}

/// The Greeter's form, as the toolkit's Greeter lays it out: the greeting, the name to greet
/// and its label, the Spanish switch and its label, and the sign-up button, in a vertical
/// box with the Greeter's margins. `*entry` is the name field, to focus once shown.
static inline GtkWidget *greeter_form(GtkWidget **entry_out) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    greeter_add_class(box, "greeter");
    GtkWidget *greeting = gtk_label_new("");
    greeter_add_class(greeting, "greeting");
#if GTK_CHECK_VERSION(4, 0, 0)
    gtk_label_set_wrap(GTK_LABEL(greeting), TRUE);
    gtk_label_set_lines(GTK_LABEL(greeting), 2);
#else
    gtk_label_set_line_wrap(GTK_LABEL(greeting), TRUE);
#endif
    gtk_widget_set_size_request(greeting, -1, 40);
    g_object_set(greeting, "margin-start", 20, "margin-end", 20, "margin-top", 20, NULL);
    GtkWidget *name_label = greeter_field_label(_("Name to greet"));
    g_object_set(name_label, "margin-start", 20, "margin-top", 10, "halign", GTK_ALIGN_START, NULL);
    GtkWidget *entry = gtk_entry_new();
    g_object_set(entry, "margin-start", 20, "margin-end", 20, "margin-top", 4, NULL);
    greeter_label_for(name_label, entry);
    g_signal_connect(entry, "changed", G_CALLBACK(greeter_on_name_changed), greeting);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    g_object_set(row, "margin-start", 20, "margin-end", 20, "margin-top", 16, NULL);
    GtkWidget *language = greeter_field_label(_("Greet in Spanish"));
    GtkWidget *toggle = gtk_switch_new();
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER);
    greeter_label_for(language, toggle);
    greeter_append(row, language);
    greeter_append(row, toggle);
    GtkWidget *button = gtk_button_new_with_label(_("Sign up…"));
    gtk_widget_set_halign(button, GTK_ALIGN_END);
    g_object_set(button, "margin-end", 20, "margin-bottom", 20, "margin-top", 16, NULL);
    greeter_append(box, greeting);
    greeter_append(box, name_label);
    greeter_append(box, entry);
    greeter_append(box, row);
    greeter_append(box, button);
    *entry_out = entry;
    return box;
}

/// The locale, and the toolkit's and the app's text domains bound as the Greeter binds them;
/// returns where SwiftPM copies the Greeter's resources (beside the executables), to free.
static inline char *greeter_setup_locale(void) {
    setlocale(LC_ALL, "");
    char *executable = g_file_read_link("/proc/self/exe", NULL);
    char *resource_folder = g_path_get_dirname(executable);
    g_free(executable);
    char *locale_folder = g_build_filename(resource_folder, "locale", NULL);
    bindtextdomain("reactant-gtk", locale_folder);
    bindtextdomain("org.reactantgtk.Greeter", locale_folder);
    bind_textdomain_codeset("org.reactantgtk.Greeter", "UTF-8");
    textdomain("org.reactantgtk.Greeter");
    g_free(locale_folder);
    return resource_folder;
}

/// The reference greeters' application id.
#define GREETER_APP_ID "org.reactantgtk.CGreeter"

/// Runs `app` (a GtkApplication or a subclass) with the Greeter's actions and `activate`,
/// then lets go of it and of `resource_folder`; returns the exit status.
static inline int greeter_run(gpointer app, GCallback activate, int argc, char **argv, char *resource_folder) {
    g_signal_connect(app, "startup", G_CALLBACK(greeter_on_startup), NULL);
    g_signal_connect(app, "activate", activate, NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    g_free(resource_folder);
    return status;
}

#endif
