@testable import SiteBench

// The WebDriver client itself is in SiteBench (`Sources/SiteBench/Browser/`), shared with the
// preview benchmark; these are what only the tests ask of a page.
extension WebDriverSession {
    /// Starts recording, in the open page, every navigation it begins: the Navigation API's
    /// `navigate` event fires as a navigation starts, before the page is left, so a test can
    /// tell that keys or clicks began none instead of waiting to see whether one arrives.
    func recordNavigations() async throws {
        try await perform(
            """
            if (!window.navigation) throw new Error("this browser has no Navigation API");
            window.navigationsStarted = [];
            navigation.addEventListener("navigate", (event) => window.navigationsStarted.push(event.destination.url));
            """)
    }

    /// The navigations begun since `recordNavigations()`, or nil when the page was left.
    func navigationsStarted() async throws -> [String]? {
        try await run("return window.navigationsStarted ?? null", as: [String]?.self)
    }

    /// Scrolls the window to `y` and returns once the page's own scroll listeners have run:
    /// the listener added here runs after them, since listeners run in the order they were
    /// added.
    func scroll(toY y: Int) async throws {
        _ = try await runAsync(
            """
            const done = arguments[arguments.length - 1];
            const target = Math.min(\(y), document.documentElement.scrollHeight - window.innerHeight);
            if (Math.round(window.scrollY) === Math.round(target)) { done(true); return; }
            window.addEventListener("scroll", () => done(true), { once: true });
            window.scrollTo(0, \(y));
            """, as: Bool.self)
    }
}
