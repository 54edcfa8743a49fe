// See include/@NAME@Resources.h: this target exists for its resource folders.
#include "@NAME@Resources.h"
const char NAME_resources_name[] = "@NAME@Resources";
