// GalleryDemoResources: a SwiftPM resource target with no code (see Resources/README.md). It is a C target
// because SwiftPM gives every Swift target with resources an accessor that imports
// Foundation, which would load Foundation and its ICU data into every app at start.
// Code names it by its target name: AppResources(module: "GalleryDemoResources").
#ifndef GalleryDemoResources_h
#define GalleryDemoResources_h
extern const char GalleryDemoResources_name[];
#endif
