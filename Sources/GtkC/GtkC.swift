// The build's GTK C API under one name: CGtk (GTK 3) by default, CGtk4 (GTK 4 and libadwaita)
// in a `--traits GTK4` build, nothing in a build with neither. Code written once for both GTKs
// (Backends/GLib, Backends/GtkCommon, ReactantTesting's snapshots, ReactantGtk for apps) says
// `import GtkC` instead of repeating the five-line `#if GTK4 import CGtk4 #else import CGtk
// #endif` in every file.
#if GTK4
@_exported import CGtk4
#elseif GTK3
@_exported import CGtk
#endif
