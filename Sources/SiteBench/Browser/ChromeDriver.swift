import Foundation
import SiteKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// chromedriver on a free loopback port, started for one test or benchmark through
/// `ProcessRunner` and stopped after it, with the browser it started (the runner kills what
/// carries its marker). chromedriver picks the port itself (`--port=0`) and says which on
/// standard output, so two sessions never race for one.
enum ChromeDriver {
    /// Starts a driver, opens a headless browser session in it, runs `body`, and closes both
    /// whatever `body` does.
    ///
    /// chromedriver with `--port=0` takes a free IPv6 port and then the same number on IPv4,
    /// which another process may hold ("IPv4 port not available. Exiting..."): a new start
    /// picks another number.
    static func withSession<T>(
        width: Int = 1280, height: Int = 900, _ body: (WebDriverSession) async throws -> T
    ) async throws -> T {
        guard let path = BrowserPaths.chromedriver else { throw BrowserError("chromedriver is not installed") }
        // A session lasts as long as its test (axe-core on every page takes minutes); the
        // browser's own log, which chromedriver passes on, is kept to a bound.
        let runner = ProcessRunner(timeout: 3600, output: .kept(upTo: 64 << 20))
        for _ in 0..<5 {
            let (_, value) = try await runner.run(path, ["--port=0"]) { driver -> T? in
                guard let port = try await port(of: driver) else { return nil }
                // It ignores SIGTERM; the session, closed first, has already quit the browser.
                defer { kill(driver.processID, SIGKILL) }
                let session = try await WebDriverSession.open(port: port, width: width, height: height)
                do {
                    let result = try await body(session)
                    try? await session.close()
                    return result
                } catch {
                    try? await session.close()
                    throw error
                }
            }
            if let value { return value }
        }
        throw BrowserError("chromedriver found no free port in 5 starts")
    }

    /// The port chromedriver says it listens on ("ChromeDriver was started successfully on
    /// port 43059."), or `nil` when the port it picked was taken.
    private static func port(of driver: RunningProcess) async throws -> Int? {
        for _ in 0..<100 {
            let log = driver.standardOutput
            if let match = log.firstMatch(of: /started successfully on port (\d+)/), let port = Int(match.1) {
                return port
            }
            if log.contains("port not available") { return nil }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw BrowserError("chromedriver did not start: \(driver.standardOutput)")
    }
}

/// What went wrong driving the browser.
struct BrowserError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Where Chromium and chromedriver are: given by `CHROMIUM` and `CHROMEDRIVER`, or found on
/// `PATH`; `nil` when missing, so that what needs them is skipped by name.
enum BrowserPaths {
    static let chromium = executable(env: "CHROMIUM", candidates: ["chromium", "chromium-browser", "google-chrome"])
    static let chromedriver = executable(env: "CHROMEDRIVER", candidates: ["chromedriver"])

    static func executable(env: String, candidates: [String]) -> String? {
        if let path = ProcessInfo.processInfo.environment[env] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        return candidates.lazy.compactMap(ProcessRunner.find).first
    }
}
