meson setup build --prefix /usr
meson compile -C build                  # swift build -c release --product shelf
meson test -C build                     # validates the desktop file and the metainfo
DESTDIR=/tmp/stage meson install -C build
find /tmp/stage -type f
