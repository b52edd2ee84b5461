import Foundation
import Mustache

/// One template of the theme, read and checked against the context it is rendered with when
/// the theme is loaded: a theme with a missing template, or a template that names something
/// its context lacks, is never made, so rendering cannot fail.
struct ThemeTemplate<Context: TemplateContext>: Sendable {
    private let template: MustacheTemplate

    /// Reads `name.mustache` in `folder` and checks it; `nil` when something is wrong with it,
    /// reported to `problems` and named with `shownFolder`.
    static func load(
        _ name: String, in folder: URL, shownAs shownFolder: String, problems: inout DiagnosticCollector
    ) -> Self? {
        let fileName = "\(name).mustache"
        let file = "\(shownFolder)/\(fileName)"
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else {
            problems.report(
                Diagnostic(
                    file: file, message: "the theme has no template \(fileName)",
                    hint: "add it: the generator renders \(Context.self) with it"))
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            problems.report(Diagnostic(file: file, message: "the template is not UTF-8 text", hint: "save it as UTF-8"))
            return nil
        }
        let template: MustacheTemplate
        do {
            template = try MustacheTemplate(string: text)
        } catch {
            let parser = error as? MustacheTemplate.ParserError
            problems.report(
                Diagnostic(
                    file: file, line: parser?.context.lineNumber, column: parser?.context.columnNumber,
                    message: "the template cannot be read: \(parser.map { "\($0.error)" } ?? "\(error)")",
                    hint: "see Mustache's manual, https://mustache.github.io/mustache.5.html"))
            return nil
        }
        let found = TemplateCheck.problems(in: text, context: Context.self, file: file)
        problems.report(contentsOf: found)
        return found.isEmpty ? Self(template: template) : nil
    }

    func render(_ context: Context) -> String {
        template.render(context)
    }
}
