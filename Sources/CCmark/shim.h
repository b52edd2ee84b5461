// libcmark from the system (Debian: libcmark-dev, Homebrew: cmark).
#include <cmark.h>
