// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// Where CGtk reads GTK's flags from. pkg-config's gtk+-3.0 brings `-pthread` (from GLib,
/// HarfBuzz, GModule), which SwiftPM refuses for a system library and warns about at every
/// package load, in every build of the toolkit and of each app depending on it. Where GTK's
/// headers are in the usual places (Debian, Ubuntu, Fedora), Sources/CGtk/gtk3-flags.pc gives
/// the same flags without it; elsewhere (another prefix, Homebrew) pkg-config's own file is used.
let gtkPkgConfig: String = {
    let flags = Context.packageDirectory + "/Sources/CGtk/gtk3-flags.pc"
    let glibConfig = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
        .map { $0 + "/glib-2.0/include/glibconfig.h" }
    let headers = ["/usr/include/gtk-3.0/gtk/gtk.h", "/usr/include/harfbuzz/hb.h", "/usr/include/atk-1.0/atk/atk.h"]
    let fileManager = FileManager.default
    let usual = headers.allSatisfy(fileManager.fileExists(atPath:))
        && glibConfig.contains(where: fileManager.fileExists(atPath:))
    return usual && fileManager.fileExists(atPath: flags) ? flags : "gtk+-3.0"
}()

/// Where CGtk4 reads GTK 4's and libadwaita's flags from, for the same reason as `gtkPkgConfig`:
/// pkg-config's libadwaita-1 (which brings gtk4) adds `-pthread` and graphene's `-mfpmath=sse
/// -msse -msse2`. Sources/CGtk4/gtk4-flags.pc has the flags without them where the headers are
/// in Debian's places; elsewhere pkg-config's own libadwaita-1.pc is used.
let gtk4PkgConfig: String = {
    let flags = Context.packageDirectory + "/Sources/CGtk4/gtk4-flags.pc"
    let headers = ["/usr/include/gtk-4.0/gtk/gtk.h", "/usr/include/libadwaita-1/adwaita.h",
                   "/usr/include/graphene-1.0/graphene.h", "/usr/include/harfbuzz/hb.h"]
    let grapheneConfig = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
        .map { $0 + "/graphene-1.0/include/graphene-config.h" }
    let fileManager = FileManager.default
    let usual = headers.allSatisfy(fileManager.fileExists(atPath:))
        && grapheneConfig.contains(where: fileManager.fileExists(atPath:))
    return usual && fileManager.fileExists(atPath: flags) ? flags : "libadwaita-1"
}()

/// The GTK 3 trait's targets: a dependency only a GTK 3 build has.
func gtk3(_ name: String) -> Target.Dependency { .target(name: name, condition: .when(traits: ["GTK3"])) }
/// The GTK 4 trait's.
func gtk4(_ name: String) -> Target.Dependency { .target(name: name, condition: .when(traits: ["GTK4"])) }
/// C targets written against GTK 3 compile to nothing without the trait (their sources test
/// REACTANT_GTK3), so `swift build --traits GTK4` needs no GTK 3 headers.
let gtk3CSettings: [CSetting] = [.define("REACTANT_GTK3", .when(traits: ["GTK3"]))]
/// The same for C targets written against GTK 4 (they test REACTANT_GTK4), so the default
/// build needs no GTK 4 headers.
let gtk4CSettings: [CSetting] = [.define("REACTANT_GTK4", .when(traits: ["GTK4"]))]

let package = Package(
    name: "Reactant",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Reactant", targets: ["Reactant"]),
        .library(name: "ReactantTesting", targets: ["ReactantTesting"]),
        // GTK's C API (CGtk) for apps that reach past the toolkit (NativeView, View.gtk).
        .library(name: "ReactantGtk", targets: ["ReactantGtk"]),
        .library(name: "ReactantFoundation", targets: ["ReactantFoundation"]),
        .executable(name: "greeter-demo", targets: ["greeter-demo"]),
        .executable(name: "table-demo", targets: ["table-demo"]),
        .executable(name: "table-bench", targets: ["table-bench"]),
        .executable(name: "parity-check", targets: ["parity-check"]),
        .executable(name: "startup-bench", targets: ["startup-bench"]),
        .executable(name: "gallery-demo", targets: ["gallery-demo"]),
        .executable(name: "constraint-bench", targets: ["constraint-bench"]),
        .executable(name: "text-bench", targets: ["text-bench"]),
        // ReactantUI: views and layout declared in `*.ui.xml` (README: ReactantUI).
        .executable(name: "reactant-ui-generator", targets: ["reactant-ui-generator"]),
        .plugin(name: "ReactantUIPlugin", targets: ["ReactantUIPlugin"]),
        .library(name: "ReactantLiveUI", targets: ["ReactantLiveUI"]),
        .executable(name: "soak-bench", targets: ["soak-bench"]),
    ],
    // The GTK an app's build links: GTK 3 (the default) or GTK 4 with libadwaita
    // (`swift build --traits GTK4`; an app's Package.swift: `traits: ["GTK4"]` on this package).
    // GTK 3 and GTK 4 can't share a process, so a build has one of them; the headless backend
    // is in every build. Sources/Reactant/Reactant.docc/ChoosingGTK4.md says what GTK 4 has so far.
    traits: [
        .trait(name: "GTK3", description: "The GTK 3 backend (CGtk, gtk+-3.0)."),
        .trait(name: "GTK4", description: "The GTK 4 and libadwaita backend (CGtk4; GTK 4.8, libadwaita 1.2)."),
        .default(enabledTraits: ["GTK3"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // GTK 3's C API: Backends/Gtk imports it, code for both GTKs through GtkC.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: gtkPkgConfig,
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // GTK 4 and libadwaita's C API, for the GTK4 trait; `Backends/Gtk4` is its user.
        .systemLibrary(
            name: "CGtk4",
            pkgConfig: gtk4PkgConfig,
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]
        ),
        // glibc's gettext (libintl.h): translations need no GTK, so the toolkit's strings
        // translate on the headless backend too.
        .systemLibrary(name: "CGettext"),
        // The GtkContainer subclass the constraint layout allocates children through.
        .target(
            name: "CConstraintBox",
            dependencies: [gtk3("CGtk")],
            cSettings: gtk3CSettings
        ),
        // The build's GTK C API under one name (CGtk, or CGtk4 with the GTK4 trait): what code
        // written once for both GTKs imports.
        .target(
            name: "GtkC",
            dependencies: [gtk3("CGtk"), gtk4("CGtk4")]
        ),
        .target(
            name: "Reactant",
            dependencies: [
                "GtkC",
                gtk3("CGtk"),
                gtk4("CGtk4"),
                "CGettext",
                gtk3("CConstraintBox"),
                "ReactantResources",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Resources live under the top-level Resources/ folder, one resource target (a C target,
        // so that SwiftPM adds no Foundation accessor) per owner; Resources/README.md explains
        // the layout and how they are found.
        .target(
            name: "ReactantResources",
            path: "Resources/Reactant",
            resources: [.copy("theme")]
        ),
        .target(
            name: "GreeterDemoResources",
            path: "Resources/GreeterDemo",
            resources: [.copy("theme"), .copy("icons")]
        ),
        .target(
            name: "TableDemoResources",
            path: "Resources/TableDemo",
            resources: [.copy("theme"), .copy("icons")]
        ),
        // Snapshots/ and Contrast/ draw windows with GTK 3 and cairo themselves (its only CGtk
        // users; GTK 3 only so far).
        .target(
            name: "ReactantTesting",
            dependencies: ["Reactant", "GtkC", "SwiftLiteral", gtk3("CGtk"), gtk4("CGtk4")]
        ),
        // Exports CGtk, or CGtk4 in a GTK4 build (through GtkC).
        .target(
            name: "ReactantGtk",
            dependencies: ["Reactant", "GtkC"]
        ),
        // Reactant plus Foundation and what needs it (CGSize constraints, DateFormatter,
        // Bundle images); the toolkit itself loads no Foundation (README: start-up).
        .target(
            name: "ReactantFoundation",
            dependencies: ["Reactant"]
        ),
        .target(
            name: "GreeterDemo",
            dependencies: ["Reactant", "GreeterDemoResources"]
        ),
        .executableTarget(
            name: "greeter-demo",
            dependencies: ["GreeterDemo"]
        ),
        .target(
            name: "TableDemo",
            dependencies: ["Reactant", "TableDemoResources"]
        ),
        .executableTarget(
            name: "table-demo",
            dependencies: ["TableDemo"]
        ),
        .target(
            name: "GalleryDemoResources",
            path: "Resources/GalleryDemo",
            resources: [.copy("theme"), .copy("icons")]
        ),
        .target(
            name: "GalleryDemo",
            dependencies: ["Reactant", "ReactantGtk", "GalleryDemoResources"]
        ),
        .executableTarget(
            name: "gallery-demo",
            dependencies: ["GalleryDemo"]
        ),
        // The table benchmark and the plain C GTK code it compares against (used by nothing else).
        // What the plain C reference programs share on GTK 3 and GTK 4: GTK-free helpers
        // compiled once, and GTK code written once as header-only functions (see benchshared.h).
        .target(name: "CBenchShared"),
        .target(
            name: "CTableBench",
            dependencies: [gtk3("CGtk"), "CBenchShared"],
            cSettings: gtk3CSettings
        ),
        // What the benchmark executables share on GTK 3 and GTK 4 (no GTK of its own): child
        // processes, options, medians, and table-bench's rows, steps and metrics.
        .target(
            name: "BenchCommon",
            dependencies: ["Reactant"]
        ),
        // The GTK 3 benches' timing (CTableBench's frame clock) over BenchCommon.
        .target(
            name: "BenchSupport",
            dependencies: ["Reactant", "CTableBench", "BenchCommon"]
        ),
        // table-bench's GTK 4 reference: a plain C GtkListView of the same rows, and the GTK 4
        // frame timing (compiles to nothing without the GTK4 trait).
        .target(
            name: "CGtk4ListViewBench",
            dependencies: [gtk4("CGtk4"), "CBenchShared"],
            cSettings: gtk4CSettings
        ),
        // table-bench's GTK 4 mode: our table against the C GtkListView (empty without the trait).
        .target(
            name: "Gtk4TableBench",
            dependencies: ["Reactant", "CGtk4ListViewBench", "BenchCommon"]
        ),
        .executableTarget(
            name: "table-bench",
            dependencies: ["Reactant", "CTableBench", "BenchCommon", "BenchSupport", "Gtk4TableBench"]
        ),
        // The start-up benchmark and its plain C GTK reference greeter.
        .executableTarget(name: "startup-c-greeter", dependencies: [gtk3("CGtk"), "CBenchShared"], cSettings: gtk3CSettings),
        // The same greeter in plain C GTK 4 and libadwaita, the reference of a GTK4 build's startup-bench.
        .executableTarget(name: "startup-c-greeter-gtk4", dependencies: [gtk4("CGtk4"), "CBenchShared"], cSettings: gtk4CSettings),
        .executableTarget(name: "startup-bench"),
        // Compares the widget trees the same tests read on the two backends (scripts/test.sh).
        .executableTarget(name: "parity-check"),
        // The constraint layout against GtkGrid and GtkBox (CTableBench's frame timing).
        .executableTarget(
            name: "constraint-bench",
            dependencies: ["Reactant", gtk3("CGtk"), "CTableBench", "BenchCommon"]
        ),
        // A paste into a wrapping text view: Reactant's TextView against a plain C GtkTextView.
        .executableTarget(
            name: "text-bench",
            dependencies: ["Reactant", "CTableBench", "BenchCommon", "BenchSupport"]
        ),
        // ReactantUI's XML reader, shared by the generator and the live interpreter (Foundation
        // only: the generator runs at build time and links no GTK).
        // Swift string literals, written the one way the generator and the test trees share.
        .target(name: "SwiftLiteral"),
        .target(name: "ReactantUIXML", dependencies: ["SwiftLiteral"]),
        .executableTarget(
            name: "reactant-ui-generator",
            dependencies: ["ReactantUIXML"]
        ),
        .plugin(
            name: "ReactantUIPlugin",
            capability: .buildTool(),
            dependencies: ["reactant-ui-generator"]
        ),
        // Re-applies the XML to running components when it is saved (debug builds); GIO's
        // GFileMonitor watches the files on GTK.
        .target(
            name: "ReactantLiveUI",
            dependencies: ["Reactant", "ReactantUIXML", "GtkC"]
        ),
        // Components declared in XML, generated by the plugin, tested on both backends.
        .testTarget(
            name: "ReactantUITests",
            dependencies: ["Reactant", "ReactantTesting", "ReactantUIXML", "ReactantLiveUI"],
            exclude: ["UI", "ReactantUIExample/UI"],
            plugins: ["ReactantUIPlugin"]
        ),
        // Opens and closes windows, menus and dialogs many times; prints the heap kept per cycle
        // (CSoakHeap reads glibc's mallinfo2, which Swift's Glibc module lacks).
        .target(name: "CSoakHeap"),
        .executableTarget(
            name: "soak-bench",
            dependencies: ["Reactant", "ReactantTesting", gtk3("CGtk"), "CSoakHeap", "BenchCommon"]
        ),
        .testTarget(
            name: "ReactantTests",
            dependencies: [
                "Reactant",
                "ReactantTesting",
                "ReactantGtk",
                "ReactantFoundation",
                "GreeterDemo",
                "TableDemo",
                "GalleryDemo",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The app the DocC tutorial builds (Sources/Reactant/Reactant.docc/Tutorials), as its
        // last steps leave it, with the tutorial's tests: the tutorial's code compiles and works
        // on both backends. scripts/docs.sh checks that the tutorial shows these same files.
        .testTarget(
            name: "TutorialTests",
            dependencies: ["Reactant", "ReactantTesting"]
        ),
        // Every Swift code block of the seed documents, ported by renaming UIKit types only,
        // and a test per sample on both backends (Tests/SeedSampleTests/Samples/RENAMES.md).
        .testTarget(
            name: "SeedSampleTests",
            dependencies: ["Reactant", "ReactantTesting", "ReactantFoundation"],
            exclude: ["Samples/RENAMES.md"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
