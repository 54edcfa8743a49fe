# Extract the marked strings into po/org.example.Shelf.pot.
meson setup build
meson compile -C build org.example.Shelf-pot

# Start a Spanish catalogue, add "es" to po/LINGUAS, then translate every msgstr.
msginit -i po/org.example.Shelf.pot -o po/es.po -l es
echo es >> po/LINGUAS

# Compile the app's and the toolkit's catalogues into the build folder, and run in Spanish.
meson-helpers/reactant-swiftpm.py translations
LANGUAGE=es swift run shelf
