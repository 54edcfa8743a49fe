// A GtkContainer that places its children where its owner says: it asks the owner for its size
// (measure) and to allocate the children (allocate), and keeps its children in the order they
// were added. Reactant's constraint layout is the owner; the container knows nothing about
// constraints. GTK types stay out of this header (widgets are `void *` GtkWidget pointers), so
// Swift sees GTK's types from CGtk only.
#ifndef REACTANT_CONSTRAINT_BOX_H
#define REACTANT_CONSTRAINT_BOX_H

/// Called for the container's preferred size; sets the minimum and natural width and height.
typedef void (*ReactantConstraintBoxMeasure)(void *owner, int *minimum_width, int *natural_width,
                                             int *minimum_height, int *natural_height);
/// Called from size_allocate once the container's own allocation (in its parent window's
/// coordinates) is set; the owner allocates every visible child with gtk_widget_size_allocate.
typedef void (*ReactantConstraintBoxAllocate)(void *owner, int x, int y, int width, int height);
/// Whether the container's height depends on its width (a child's does): the box then reports
/// GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH.
typedef int (*ReactantConstraintBoxHasHeightForWidth)(void *owner);
/// Called for get_preferred_height_for_width; sets the minimum and natural height at `width`.
typedef void (*ReactantConstraintBoxHeightForWidth)(void *owner, int width, int *minimum_height,
                                                    int *natural_height);

/// Sets the functions every container calls; once per process, before the first box.
void reactant_constraint_box_set_callbacks(ReactantConstraintBoxMeasure measure,
                                           ReactantConstraintBoxAllocate allocate,
                                           ReactantConstraintBoxHasHeightForWidth has_height_for_width,
                                           ReactantConstraintBoxHeightForWidth height_for_width);

/// A new container: a GtkWidget with a floating reference, as every new widget.
void *reactant_constraint_box_new(void);

/// The pointer the callbacks receive; NULL detaches the owner, after which the box measures as
/// 0×0 and leaves its children where they are. Queues a resize.
void reactant_constraint_box_set_owner(void *box, void *owner);

#endif
