// See include/TableDemoResources.h: this target exists for its resource folders.
#include "TableDemoResources.h"
const char TableDemoResources_name[] = "TableDemoResources";
