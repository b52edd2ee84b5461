import Foundation
import HotPaths

/// What identifies the generator and toolchain that made a cache entry. Every key includes
/// it, so a new generator or a new `swift` starts from an empty cache rather than trusting
/// what older code produced.
enum GeneratorFingerprint {
    /// Bump by hand when what the generator writes changes in a way the other parts miss.
    static let version = "site 1"

    /// The version string, the bundled theme's files, and the size and modification time of
    /// the running executable, so rebuilding the generator after any code change empties the
    /// cache even if nobody bumped `version`.
    static func generator() -> String {
        var key = ContentKey("generator")
        key.add(version)
        if let theme = Bundle.module.url(forResource: "Theme", withExtension: nil) {
            let files = (FileManager.default.enumerator(atPath: theme.path)?.allObjects as? [String] ?? []).sorted()
            for file in files {
                guard let data = FileManager.default.contents(atPath: theme.appendingPathComponent(file).path) else {
                    continue
                }
                key.add(file)
                key.add(Digest.hex(bytes: data))
            }
        }
        let executable = SystemInfo.executable.resolvingSymlinksInPath()
            .path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable)) ?? [:]
        key.add(executable)
        key.add("\(attributes[.size] as? Int ?? 0)")
        key.add("\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        return key.hex
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
