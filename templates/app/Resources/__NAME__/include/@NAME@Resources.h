// @NAME@Resources: the resource target (theme/, icons/). It is a C target because SwiftPM
// gives a Swift target with resources an accessor that imports Foundation, which would load
// Foundation and its ICU data into the app at start. Code names it by its target name:
// AppResources(module: "@NAME@Resources").
#ifndef NAME_RESOURCES_H
#define NAME_RESOURCES_H
extern const char NAME_resources_name[];
#endif
