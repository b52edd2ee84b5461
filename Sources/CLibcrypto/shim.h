// OpenSSL's libcrypto from the system (Debian: libssl-dev), for SHA-256 on Linux; Apple's
// platforms use CryptoKit instead (Sources/SiteKit/Hashing/Digest.swift).
#include <openssl/sha.h>
