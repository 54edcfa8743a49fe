# The same tests on real GTK widgets, under a virtual X server.
apt-get install -y xvfb
REACTANT_TEST_BACKEND=gtk xvfb-run -a swift test
