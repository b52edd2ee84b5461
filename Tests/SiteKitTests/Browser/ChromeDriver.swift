import Foundation

/// A chromedriver process on a free loopback port, started for one test and stopped after it.
/// chromedriver picks the port itself (`--port=0`) and says which in its log, so two tests
/// never race for one.
final class ChromeDriver {
    /// The port on 127.0.0.1.
    let port: Int
    private let process: Process
    private let logFolder: URL

    private init(port: Int, process: Process, logFolder: URL) {
        self.port = port
        self.process = process
        self.logFolder = logFolder
    }

    /// Starts a driver, opens a headless browser session in it, runs `body`, and closes both
    /// whatever `body` does.
    static func withSession<T>(
        width: Int = 1280, height: Int = 900, _ body: (WebDriverSession) async throws -> T
    ) async throws -> T {
        let driver = try await start()
        do {
            let session = try await WebDriverSession.open(port: driver.port, width: width, height: height)
            do {
                let result = try await body(session)
                try? await session.close()
                await driver.stop()
                return result
            } catch {
                try? await session.close()
                throw error
            }
        } catch {
            await driver.stop()
            throw error
        }
    }

    /// chromedriver with `--port=0` takes a free IPv6 port and then the same number on IPv4,
    /// which another process may hold ("IPv4 port not available. Exiting..."): a new start
    /// picks another number.
    static func start() async throws -> ChromeDriver {
        var lastError = BrowserTestError("chromedriver did not start")
        for _ in 0..<5 {
            do {
                return try await startOnce()
            } catch let error as BrowserTestError where error.description.contains("port not available") {
                lastError = error
            }
        }
        throw lastError
    }

    private static func startOnce() async throws -> ChromeDriver {
        guard let path = BrowserTools.chromedriver else { throw BrowserTestError("chromedriver is not installed") }
        let logFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "chromedriver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logFolder, withIntermediateDirectories: true)
        let logURL = logFolder.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--port=0"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: logURL)
        process.standardError = FileHandle.nullDevice
        try process.run()

        // "ChromeDriver was started successfully on port 43059."
        for _ in 0..<100 {
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            if let match = log.firstMatch(of: /started successfully on port (\d+)/), let port = Int(match.1) {
                return ChromeDriver(port: port, process: process, logFolder: logFolder)
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        if process.isRunning { process.terminate() }
        throw BrowserTestError("chromedriver did not start: \(log)")
    }

    /// Asks chromedriver to quit (it ignores SIGTERM), and kills it if it has not within
    /// two seconds.
    func stop() async {
        _ = try? await LoopbackHTTP.send("GET", port: port, path: "/shutdown", timeout: 5)
        for _ in 0..<40 where process.isRunning {
            try? await Task.sleep(for: .milliseconds(50))
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: logFolder)
    }
}

struct BrowserTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
