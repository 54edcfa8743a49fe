// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "@NAME@",
    products: [
        .executable(name: "@EXECUTABLE@", targets: ["@EXECUTABLE@"]),
    ],
    dependencies: [
        // Reactant for GTK, by path (scripts/new-app.sh wrote where it was). GTK 3 is its
        // default backend; `traits: ["GTK4"]` here builds the app for GTK 4 and libadwaita.
        .package(path: "@REACTANT_PATH@"@REACTANT_TRAITS@),
    ],
    targets: [
        // The app: controllers, root views, the wireframe, the dependency module.
        .target(
            name: "@NAME@",
            dependencies: [
                .product(name: "Reactant", package: "@REACTANT_PACKAGE@"),
                "@NAME@Resources",
            ]
        ),
        // Stylesheet and icons, found at run time by Reactant's ResourceBundle.
        .target(
            name: "@NAME@Resources",
            path: "Resources/@NAME@",
            resources: [.copy("theme"), .copy("icons")]
        ),
        // `main` only, so the app itself can be driven from tests.
        .executableTarget(
            name: "@EXECUTABLE@",
            dependencies: ["@NAME@"]
        ),
        // Swift Testing, on the headless backend by default and on GTK with
        // REACTANT_TEST_BACKEND=gtk (under xvfb-run -a without a display).
        .testTarget(
            name: "@NAME@Tests",
            dependencies: [
                "@NAME@",
                .product(name: "ReactantTesting", package: "@REACTANT_PACKAGE@"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
