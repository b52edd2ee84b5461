// snippet.view
/// Formatting moved here: how a sighting reads is presentation, not a rule.
/// - Role: View
enum SightingFormat {
    static func line(_ sighting: Sighting) -> String {
        let name = sighting.species.split(separator: "-").joined(separator: " ")
        return name.prefix(1).uppercased() + name.dropFirst() + " ×\(sighting.count)"
    }

    static func message(_ problem: Survey.Problem) -> String {
        switch problem {
        case .countOutOfRange(let count): "a count is 1 to 500, not \(count)"
        }
    }
}

/// View: turns what it is given into text. It knows no model object and no controller.
/// - Role: View
@MainActor
struct SurveyListView {
    func render(title: String, lines: [String], status: String) -> String {
        (["  [\(title)] \(status)"] + lines.map { "  - \($0)" }).joined(separator: "\n")
    }
}
// snippet.end
