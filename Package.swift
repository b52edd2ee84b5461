// swift-tools-version: 6.2
import PackageDescription

// The generator and its tests. The examples are a package of their own, in Examples/, so that
// planning this one stays small: `swift run site` builds them there.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "SwiftDesignPatterns",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "site", targets: ["site"]),
        .executable(name: "site-bench", targets: ["site-bench"]),
    ],
    // Exact versions: a new release of swift-syntax (highlighting), swift-mustache (escaping)
    // or Yams could otherwise change bytes of Site/ with no change of ours, and CI would call
    // it stale. How to move a pin: docs/maintaining.md.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        // swift-subprocess's own dependency on Linux, pinned here like the rest.
        .package(url: "https://github.com/apple/swift-system", exact: "1.8.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // The kernel call behind a child's peak memory, which Swift cannot make itself on Linux.
        .target(name: "CProcessUsage"),
        // SHA-256 on Linux (Apple's platforms use CryptoKit) and CRC-32 everywhere, from the
        // system: optimized in every build, and nothing to compile.
        .systemLibrary(name: "CLibcrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "SiteKit",
            dependencies: [
                "CCmark",
                .target(name: "CLibcrypto", condition: .when(platforms: [.linux])),
                "CZlib",
                "CProcessUsage",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Subprocess", package: "swift-subprocess"),
                // Not imported: listed so that the swift-system pin above is used by a target.
                .product(name: "SystemPackage", package: "swift-system", condition: .when(platforms: [.linux])),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Theme")],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "site",
            dependencies: ["SiteKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict
        ),
        // `site-bench` measures the generator, so is not part of it: `swift run site` does not
        // compile it.
        .target(name: "SiteBench", dependencies: ["SiteKit"], swiftSettings: strict),
        .executableTarget(
            name: "site-bench",
            dependencies: [
                "SiteKit", "SiteBench", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SiteKitTests",
            dependencies: [
                "SiteKit",
                "SiteBench",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: strict
        ),
    ]
)
