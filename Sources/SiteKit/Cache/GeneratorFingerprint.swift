import Foundation

/// What identifies the generator and toolchain that made a cache entry: a new generator
/// empties the cache (`SiteCache.open`), and the toolchain is in every key of what the
/// examples gave, so neither trusts what another produced.
enum GeneratorFingerprint {
    /// Bump by hand when what the generator writes changes in a way the other parts miss.
    static let version = "site 1"

    /// The version string, the bundled theme's files, and the size and modification time of
    /// the running executable, so rebuilding the generator after any code change empties the
    /// cache even if nobody bumped `version`.
    static func generator() -> String {
        var theme: [String: String] = [:]
        if let folder = Bundle.module.url(forResource: "Theme", withExtension: nil) {
            for file in FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [] {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else {
                    continue
                }
                theme[file] = Digest.hex(bytes: data)
            }
        }
        let executable = SystemInfo.executable.resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable)) ?? [:]
        return MemoKey.of(
            "generator",
            Generator(
                version: version, theme: theme, executable: executable, size: attributes[.size] as? Int ?? 0,
                modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0))
    }

    private struct Generator: Encodable {
        var version: String
        var theme: [String: String]
        var executable: String
        var size: Int
        var modified: Double
    }

    /// What `swift --version` prints: the toolchain that compiles and so decides what the
    /// examples print.
    static func toolchain(swift: String) async -> String {
        let result = await ProcessRunner(timeout: 60).run(swift, ["--version"])
        return result.stdout + result.stderr
    }

    /// The stamps of the `swift` driver that `swift` resolves to and of the `swift-frontend`
    /// beside it (the compiler itself), by their real paths.
    static func toolchainStamp(swift: String) -> [String: FileStamp] {
        let driver = URL(fileURLWithPath: ProcessRunner.find(swift) ?? swift).resolvingSymlinksInPath()
        let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
            .resolvingSymlinksInPath()
        var stamps: [String: FileStamp] = [:]
        for file in [driver, frontend] { stamps[file.path] = FileStamp(path: file.path) }
        return stamps
    }
}
