// The start-up benchmark's reference: the Greeter's first window written in plain C against
// GTK 3, with the same application id handling, header bar, widgets, layout and stylesheet
// rule count, and nothing else. It prints the same probe line as the toolkit when its first
// window has been drawn (see Sources/Reactant/Backends/Gtk/GtkStartupProbe.swift).
#include <gtk/gtk.h>
#include <stdio.h>
#include <unistd.h>

static const char *css =
    ".greeter { background-color: @theme_base_color; }\n"
    ".greeting { font-size: 20pt; font-weight: bold; }\n";

static gboolean on_first_draw(GtkWidget *window, cairo_t *cr, gpointer data) {
    (void)cr; (void)data;
    static const char line[] = "reactant-startup: first-frame\n";
    (void)!write(STDOUT_FILENO, line, sizeof line - 1);
    g_signal_handlers_disconnect_by_func(window, on_first_draw, NULL);
    return FALSE;
}

static void on_name_changed(GtkEditable *entry, gpointer label) {
    const char *name = gtk_entry_get_text(GTK_ENTRY(entry));
    char *greeting = *name ? g_strdup_printf("Hello %s!", name) : g_strdup("");
    gtk_label_set_text(GTK_LABEL(label), greeting);
    g_free(greeting);
}

static void on_activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css, -1, NULL);
    gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(provider);

    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 360);
    gtk_window_set_icon_name(GTK_WINDOW(window), "org.reactantgtk.Greeter");
    GtkWidget *bar = gtk_header_bar_new();
    gtk_header_bar_set_title(GTK_HEADER_BAR(bar), "Greeter");
    gtk_header_bar_set_show_close_button(GTK_HEADER_BAR(bar), TRUE);
    gtk_window_set_titlebar(GTK_WINDOW(window), bar);
    gtk_window_set_title(GTK_WINDOW(window), "Greeter");

    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_style_context_add_class(gtk_widget_get_style_context(box), "greeter");
    GtkWidget *greeting = gtk_label_new("");
    gtk_style_context_add_class(gtk_widget_get_style_context(greeting), "greeting");
    gtk_label_set_line_wrap(GTK_LABEL(greeting), TRUE);
    gtk_widget_set_size_request(greeting, -1, 40);
    g_object_set(greeting, "margin-start", 20, "margin-end", 20, "margin-top", 20, NULL);
    GtkWidget *entry = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(entry), "Name to greet");
    g_object_set(entry, "margin-start", 20, "margin-end", 20, "margin-top", 10, NULL);
    g_signal_connect(entry, "changed", G_CALLBACK(on_name_changed), greeting);
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    g_object_set(row, "margin-start", 20, "margin-end", 20, "margin-top", 16, NULL);
    GtkWidget *language = gtk_label_new("Greet in Spanish");
    gtk_style_context_add_class(gtk_widget_get_style_context(language), "dim-label");
    GtkWidget *toggle = gtk_switch_new();
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER);
    gtk_box_pack_start(GTK_BOX(row), language, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(row), toggle, FALSE, FALSE, 0);
    GtkWidget *button = gtk_button_new_with_label("Sign up…");
    gtk_widget_set_halign(button, GTK_ALIGN_END);
    g_object_set(button, "margin-end", 20, "margin-bottom", 20, "margin-top", 16, NULL);
    gtk_box_pack_start(GTK_BOX(box), greeting, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), entry, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), row, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), button, FALSE, FALSE, 0);
    gtk_container_add(GTK_CONTAINER(window), box);

    g_signal_connect_after(window, "draw", G_CALLBACK(on_first_draw), NULL);
    gtk_widget_show_all(window);
    gtk_widget_grab_focus(entry);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("org.reactantgtk.CGreeter", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(on_activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
