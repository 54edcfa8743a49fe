// See include/GreeterDemoResources.h: this target exists for its resource folders.
#include "GreeterDemoResources.h"
const char GreeterDemoResources_name[] = "GreeterDemoResources";
