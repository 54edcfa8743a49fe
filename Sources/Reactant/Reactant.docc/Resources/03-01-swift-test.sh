# Headless: in-memory widgets, no display needed. The default.
swift test
