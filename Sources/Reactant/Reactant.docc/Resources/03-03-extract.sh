# Extract the marked strings into po/org.example.Shelf.pot.
meson setup build
meson compile -C build org.example.Shelf-pot

# Start a Spanish catalogue and list it in po/LINGUAS.
# msginit writes the charset of the terminal's locale (ASCII under C): make it UTF-8.
msginit --no-translator -i po/org.example.Shelf.pot -o po/es.po -l es
sed -i 's/charset=ASCII/charset=UTF-8/' po/es.po
echo es >> po/LINGUAS
