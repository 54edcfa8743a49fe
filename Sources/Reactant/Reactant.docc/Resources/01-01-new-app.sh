# From a clone of Reactant for GTK: make the app next to it.
scripts/new-app.sh Shelf org.example.Shelf ../shelf
cd ../shelf
swift run shelf
