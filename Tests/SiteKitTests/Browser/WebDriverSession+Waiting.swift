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

    /// Scrolls up from `y` in steps of 200 px, as a reader looking for something does, until
    /// the phone's Search button shows (it waits while code or a control is beneath it);
    /// whether it showed before the top of the page.
    func scrollUpUntilSearchButtonShows(from y: Int) async throws -> Bool {
        try await scroll(toY: y)
        var position = y
        while position > 1000 {
            position -= 200
            try await scroll(toY: position)
            if try await run("return !document.querySelector('.to-search').hidden", as: Bool.self) { return true }
        }
        return false
    }
}
