#ifdef REACTANT_GTK3 // GTK 3 only: empty in a GTK 4 build (Package.swift, gtk3CSettings)
#include <gtk/gtk.h>
#include "reactant_constraint_box.h"

typedef struct {
    GtkContainer parent_instance;
    GList *children; /* GtkWidget *, in the order they were added */
    gpointer owner;
} ReactantConstraintBox;

typedef struct {
    GtkContainerClass parent_class;
} ReactantConstraintBoxClass;

G_DEFINE_TYPE(ReactantConstraintBox, reactant_constraint_box, GTK_TYPE_CONTAINER)

#define CONSTRAINT_BOX(widget) (G_TYPE_CHECK_INSTANCE_CAST((widget), reactant_constraint_box_get_type(), ReactantConstraintBox))

static ReactantConstraintBoxMeasure measure_callback;
static ReactantConstraintBoxAllocate allocate_callback;
static ReactantConstraintBoxHasHeightForWidth has_height_for_width_callback;
static ReactantConstraintBoxHeightForWidth height_for_width_callback;

void reactant_constraint_box_set_callbacks(ReactantConstraintBoxMeasure measure,
                                           ReactantConstraintBoxAllocate allocate,
                                           ReactantConstraintBoxHasHeightForWidth has_height_for_width,
                                           ReactantConstraintBoxHeightForWidth height_for_width) {
    measure_callback = measure;
    allocate_callback = allocate;
    has_height_for_width_callback = has_height_for_width;
    height_for_width_callback = height_for_width;
}

static void measure_box(GtkWidget *widget, int *minimum_width, int *natural_width,
                    int *minimum_height, int *natural_height) {
    ReactantConstraintBox *box = CONSTRAINT_BOX(widget);
    *minimum_width = *natural_width = *minimum_height = *natural_height = 0;
    if (box->owner && measure_callback)
        measure_callback(box->owner, minimum_width, natural_width, minimum_height, natural_height);
}

static void get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
    int min_height, nat_height;
    measure_box(widget, minimum, natural, &min_height, &nat_height);
}

static void get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
    int min_width, nat_width;
    measure_box(widget, &min_width, &nat_width, minimum, natural);
}

/* A GtkContainer draws only its children; the box draws its CSS background and border first,
 * as GtkBox does, so a background colour set on a constraint component shows. */
static gboolean draw(GtkWidget *widget, cairo_t *cr) {
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    int width = gtk_widget_get_allocated_width(widget);
    int height = gtk_widget_get_allocated_height(widget);
    gtk_render_background(context, cr, 0, 0, width, height);
    gtk_render_frame(context, cr, 0, 0, width, height);
    return GTK_WIDGET_CLASS(reactant_constraint_box_parent_class)->draw(widget, cr);
}

/* Height for width only while a child's height depends on its width (a wrapping label): a
 * parent then asks for the height at the width it will give, which the owner solves for. */
static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    ReactantConstraintBox *box = CONSTRAINT_BOX(widget);
    if (box->owner && has_height_for_width_callback && has_height_for_width_callback(box->owner))
        return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void get_preferred_height_for_width(GtkWidget *widget, int width, int *minimum, int *natural) {
    ReactantConstraintBox *box = CONSTRAINT_BOX(widget);
    if (box->owner && height_for_width_callback) {
        *minimum = *natural = 0;
        height_for_width_callback(box->owner, width, minimum, natural);
    } else {
        get_preferred_height(widget, minimum, natural);
    }
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    ReactantConstraintBox *box = CONSTRAINT_BOX(widget);
    gtk_widget_set_allocation(widget, allocation);
    if (box->owner && allocate_callback)
        allocate_callback(box->owner, allocation->x, allocation->y, allocation->width, allocation->height);
}

static void add(GtkContainer *container, GtkWidget *child) {
    ReactantConstraintBox *box = CONSTRAINT_BOX(container);
    box->children = g_list_append(box->children, child);
    gtk_widget_set_parent(child, GTK_WIDGET(container));
}

static void remove_child(GtkContainer *container, GtkWidget *child) {
    ReactantConstraintBox *box = CONSTRAINT_BOX(container);
    GList *link = g_list_find(box->children, child);
    if (!link) return;
    gboolean was_visible = gtk_widget_get_visible(child);
    gtk_widget_unparent(child);
    box->children = g_list_delete_link(box->children, link);
    if (was_visible && gtk_widget_get_visible(GTK_WIDGET(container)))
        gtk_widget_queue_resize(GTK_WIDGET(container));
}

static void forall(GtkContainer *container, gboolean include_internals, GtkCallback callback,
                   gpointer data) {
    (void)include_internals;
    ReactantConstraintBox *box = CONSTRAINT_BOX(container);
    /* The callback may remove the child (destroy does), so step on before calling it. */
    GList *link = box->children;
    while (link) {
        GtkWidget *child = link->data;
        link = link->next;
        callback(child, data);
    }
}

static GType child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

static void reactant_constraint_box_init(ReactantConstraintBox *box) {
    gtk_widget_set_has_window(GTK_WIDGET(box), FALSE);
    box->children = NULL;
    box->owner = NULL;
}

static void reactant_constraint_box_class_init(ReactantConstraintBoxClass *class) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(class);
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->get_request_mode = get_request_mode;
    widget_class->get_preferred_height_for_width = get_preferred_height_for_width;
    widget_class->size_allocate = size_allocate;
    widget_class->draw = draw;
    container_class->add = add;
    container_class->remove = remove_child;
    container_class->forall = forall;
    container_class->child_type = child_type;
    gtk_widget_class_set_css_name(widget_class, "constraintbox");
}

void *reactant_constraint_box_new(void) {
    return g_object_new(reactant_constraint_box_get_type(), NULL);
}

void reactant_constraint_box_set_owner(void *widget, void *owner) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(widget, reactant_constraint_box_get_type()));
    CONSTRAINT_BOX(widget)->owner = owner;
    gtk_widget_queue_resize(widget);
}
#endif // REACTANT_GTK3
