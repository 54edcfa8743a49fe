// See include/GalleryDemoResources.h: this target exists for its resource folders.
#include "GalleryDemoResources.h"
const char GalleryDemoResources_name[] = "GalleryDemoResources";
