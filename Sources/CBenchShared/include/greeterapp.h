// The application around the plain C reference greeters (startup-c-greeter on GTK 3,
// startup-c-greeter-gtk4 on GTK 4): the locale and text domains, the app actions and their
// accelerators, the probe line and the greeting, written once for both. Static inline
// functions for a C file that includes its GTK first (see benchshared.h).
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
