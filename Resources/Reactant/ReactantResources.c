// See include/ReactantResources.h: this target exists for its resource folders.
#include "ReactantResources.h"
const char ReactantResources_name[] = "ReactantResources";
