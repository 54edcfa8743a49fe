# Compile the app's and the toolkit's catalogues into the build folder, and run in Spanish.
meson-helpers/reactant-swiftpm.py translations
LANGUAGE=es swift run shelf
