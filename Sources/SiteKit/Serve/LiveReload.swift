import FlyingFox
import Foundation

/// What the preview tells the open pages after each build, as one JSON text message over a
/// WebSocket.
struct LiveReloadMessage: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        /// The build succeeded: the pages in `pages` changed and reload; the overlay goes.
        case built
        /// The build failed: every page shows `text` over itself until a build succeeds.
        case failed
    }

    var kind: Kind
    /// Paths under `Site/` that the build wrote (`observer.html`).
    var pages: [String] = []
    /// The errors, as the terminal shows them.
    var text: String = ""

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}

/// The open pages, each a WebSocket connection, and the last build's failure, which a page
/// that connects later is told at once.
actor LiveReloadHub {
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    private var failure: LiveReloadMessage?

    /// The messages for one new page; the stream ends when the page goes.
    func connect(_ incoming: AsyncStream<WSMessage>) -> AsyncStream<WSMessage> {
        let (outgoing, continuation) = AsyncStream.makeStream(of: WSMessage.self)
        let id = UUID()
        clients[id] = continuation
        if let failure { continuation.yield(.text(failure.json)) }
        Task {
            for await _ in incoming {}
            self.disconnect(id)
        }
        return outgoing
    }

    private func disconnect(_ id: UUID) {
        clients.removeValue(forKey: id)?.finish()
    }

    /// Sends `message` to every open page and remembers a failure for pages still to come.
    func send(_ message: LiveReloadMessage) {
        failure = message.kind == .failed ? message : nil
        for client in clients.values { client.yield(.text(message.json)) }
    }

    var connectedPages: Int { clients.count }

    /// Closes every connection, when the preview stops.
    func closeAll() {
        for client in clients.values { client.finish() }
        clients.removeAll()
    }
}

/// FlyingFox's side of a page's connection.
struct LiveReloadSocket: WSMessageHandler {
    let hub: LiveReloadHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        await hub.connect(client)
    }
}

/// The script the preview adds to each HTML page it serves (never to `Site/`'s files): it
/// reloads the page when a build rewrote it or the theme's files, keeping the scroll position,
/// and shows a build's errors over the page until a build succeeds.
enum LiveReloadScript {
    static let path = "/__live"

    static let tag = """
        <script>/* site serve: live reload */(() => {
          const here = decodeURIComponent(location.pathname).replace(/^\\//, "").replace(/(^|\\/)$/, "$1index.html");
          const scrollKey = "site-serve-scroll:" + here;
          const saved = sessionStorage.getItem(scrollKey);
          if (saved !== null) { sessionStorage.removeItem(scrollKey); window.scrollTo(0, Number(saved)); }
          function overlay(text) {
            let box = document.getElementById("site-serve-overlay");
            if (!box) {
              box = document.createElement("div");
              box.id = "site-serve-overlay";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
                "background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,monospace";
              const title = document.createElement("p");
              title.textContent = "The build failed. The page below is the last good build; fix the errors and save.";
              title.style.cssText = "font-weight:bold;color:#ff9b9b;margin:0 0 1rem";
              const pre = document.createElement("pre");
              pre.style.cssText = "white-space:pre-wrap;margin:0";
              box.append(title, pre);
              document.body.append(box);
            }
            box.querySelector("pre").textContent = text;
          }
          function connect() {
            const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "\(path)");
            socket.onmessage = (event) => {
              const message = JSON.parse(event.data);
              if (message.kind === "failed") { overlay(message.text); return; }
              document.getElementById("site-serve-overlay")?.remove();
              // A page the build rewrote reloads; so does every page when a theme file changed.
              if (message.pages.includes(here) || message.pages.some((page) => page.startsWith("assets/") && !page.startsWith("assets/search/"))) {
                sessionStorage.setItem(scrollKey, String(window.scrollY));
                location.reload();
              }
            };
            socket.onclose = () => setTimeout(connect, 300);
          }
          connect();
        })();</script>
        """

    /// `html` with the script added before its closing body tag.
    static func inject(into html: Data) -> Data {
        let closing = Data("</body>".utf8)
        guard let range = html.range(of: closing, options: .backwards) else { return html + Data(tag.utf8) }
        var page = html
        page.replaceSubrange(range.lowerBound..<range.lowerBound, with: Data(tag.utf8))
        return page
    }
}
