import Foundation

/// One headless Chromium session, driven through the W3C WebDriver protocol: JSON over HTTP
/// to chromedriver. Only the commands the tests and the preview benchmark need, each a thin wrapper over one endpoint.
struct WebDriverSession: Sendable {
    /// chromedriver's port on 127.0.0.1.
    let port: Int
    let id: String

    /// A reference to an element on the current page.
    struct Element: Decodable, Sendable {
        let id: String
        enum CodingKeys: String, CodingKey { case id = "element-6066-11e4-a52e-4f735466cecf" }
    }

    /// Special keys, as WebDriver spells them.
    enum Key {
        static let arrowLeft = "\u{E012}"
        static let arrowRight = "\u{E014}"
        static let arrowDown = "\u{E015}"
        static let enter = "\u{E007}"
        static let tab = "\u{E004}"
    }

    static func open(port: Int, width: Int, height: Int) async throws -> WebDriverSession {
        guard let chromium = BrowserPaths.chromium else { throw BrowserError("Chromium is not installed") }
        let options: [String: Any] = [
            "binary": chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--hide-scrollbars", "--window-size=\(width),\(height)",
            ],
        ]
        let body: [String: Any] = [
            "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": options]]
        ]
        struct Created: Decodable { let sessionId: String }
        let created = try await send("POST", port: port, path: "/session", body, as: Created.self)
        let session = WebDriverSession(port: port, id: created.sessionId)
        // axe-core on the print page (every chapter on one page) takes minutes on two busy
        // cores, and loading that page alone can take over a minute on them.
        _ = try await session.command("POST", "timeouts", ["script": 600_000, "pageLoad": 300_000], as: Empty.self)
        return session
    }

    func close() async throws {
        _ = try await command("DELETE", "", nil, as: Empty.self)
    }

    // MARK: Pages

    func open(_ url: String) async throws {
        _ = try await command("POST", "url", ["url": url], as: Empty.self)
    }

    func currentURL() async throws -> String {
        try await command("GET", "url", nil, as: String.self)
    }

    func reload() async throws {
        _ = try await command("POST", "refresh", [:], as: Empty.self)
    }

    /// Runs JavaScript in the page (`return ...` gives the value) and decodes its result.
    func run<T: Decodable>(_ script: String, _ arguments: [Any] = [], as type: T.Type = T.self) async throws -> T {
        try await command("POST", "execute/sync", ["script": script, "args": arguments], as: T.self)
    }

    /// Runs JavaScript in the page for its effect.
    func perform(_ script: String, _ arguments: [Any] = []) async throws {
        _ = try await command("POST", "execute/sync", ["script": script, "args": arguments], as: IgnoredValue.self)
    }

    /// Runs asynchronous JavaScript; it calls `arguments[arguments.length - 1]` with the result.
    func runAsync<T: Decodable>(_ script: String, _ arguments: [Any] = [], as type: T.Type = T.self) async throws -> T {
        try await command("POST", "execute/async", ["script": script, "args": arguments], as: T.self)
    }

    /// Waits until `condition` (a JavaScript expression) is true in the page. The limit is
    /// generous because CI runs these tests beside the rest on two cores; passing never waits.
    func waitUntil(_ condition: String, timeout: Duration = .seconds(15)) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if (try? await run("return !!(\(condition));", as: Bool.self)) == true { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw BrowserError("timed out waiting for \(condition)")
    }

    /// Calls a Chrome DevTools Protocol method through chromedriver (device metrics, emulated
    /// media, permissions: what WebDriver itself has no command for).
    func devTools(_ method: String, _ parameters: [String: Any] = [:]) async throws {
        _ = try await command("POST", "goog/cdp/execute", ["cmd": method, "params": parameters], as: IgnoredValue.self)
    }

    /// A PNG of the viewport.
    func screenshot() async throws -> Data {
        let base64 = try await command("GET", "screenshot", nil, as: String.self)
        guard let data = Data(base64Encoded: base64) else { throw BrowserError("the screenshot is not base64") }
        return data
    }

    // MARK: Elements and input

    func element(_ selector: String) async throws -> Element {
        try await command("POST", "element", ["using": "css selector", "value": selector], as: Element.self)
    }

    func click(_ element: Element) async throws {
        _ = try await command("POST", "element/\(element.id)/click", [:], as: Empty.self)
    }

    func clear(_ element: Element) async throws {
        _ = try await command("POST", "element/\(element.id)/clear", [:], as: Empty.self)
    }

    /// Types into the element, which takes focus first.
    func type(_ text: String, into element: Element) async throws {
        _ = try await command("POST", "element/\(element.id)/value", ["text": text], as: Empty.self)
    }

    /// Presses and releases each key in turn, wherever the focus is, as a reader would.
    func press(_ keys: String...) async throws {
        var actions: [[String: Any]] = []
        for key in keys {
            actions.append(["type": "keyDown", "value": key])
            actions.append(["type": "keyUp", "value": key])
        }
        let body: [String: Any] = ["actions": [["type": "key", "id": "keyboard", "actions": actions]]]
        _ = try await command("POST", "actions", body, as: Empty.self)
    }

    // MARK: Protocol

    private struct Empty: Decodable {
        init(from decoder: Decoder) throws {}
    }

    private struct IgnoredValue: Decodable {
        init(from decoder: Decoder) throws {}
    }

    /// What a failed command answers.
    private struct Failure: Decodable {
        let error: String
        let message: String
    }

    /// Every WebDriver answer is `{"value": ...}`.
    private struct Reply<Value: Decodable>: Decodable {
        let value: Value
    }

    private func command<T: Decodable>(_ method: String, _ path: String, _ body: [String: Any]?, as type: T.Type)
        async throws -> T
    {
        try await Self.send(
            method, port: port, path: "/session/\(id)" + (path.isEmpty ? "" : "/\(path)"), body, as: T.self)
    }

    private static func send<T: Decodable>(
        _ method: String, port: Int, path: String, _ body: [String: Any]?, as type: T.Type
    ) async throws -> T {
        let json = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let response = try await LoopbackHTTP.send(method, port: port, path: path, body: json, timeout: 660)
        let data = response.body
        let status = response.status
        guard status == 200 else {
            if let failure = try? JSONDecoder().decode(Reply<Failure>.self, from: data) {
                throw BrowserError("WebDriver \(method) \(path): \(failure.value.error): \(failure.value.message)")
            }
            throw BrowserError("WebDriver \(method) \(path): HTTP \(status)")
        }
        do {
            return try JSONDecoder().decode(Reply<T>.self, from: data).value
        } catch {
            let text = String(decoding: data.prefix(500), as: UTF8.self)
            throw BrowserError("WebDriver \(method) \(path) answered \(text), not a \(T.self): \(error)")
        }
    }
}
