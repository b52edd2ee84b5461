// zlib from the system (Debian: zlib1g-dev; part of Apple's SDKs): CRC-32 for zip entries and
// the cache files' checksum.
#include <zlib.h>
