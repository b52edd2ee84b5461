// Default values give a print job every combination of defaults, and no rules.

// snippet.hide
enum Paper: String { case a4 = "A4", letter = "Letter", photo = "photo paper" }

// snippet.show
// snippet.defaults
/// Default values: one memberwise initializer, and callers name only what differs.
struct PrintJob {
    var document: String
    var copies = 1
    var doubleSided = true
    var colour = false
    var paper = Paper.a4
    var staple = false

    var summary: String {
        let sides = doubleSided ? "double-sided" : "single-sided"
        let extras = (colour ? ", colour" : "") + (staple ? ", stapled" : "")
        return "\(document): \(copies) × \(paper.rawValue), \(sides)\(extras)"
    }
}
// snippet.end

// snippet.defaultJobs
print(PrintJob(document: "minutes.pdf", staple: true).summary)
// Nothing stops a combination the printer cannot produce.
print(PrintJob(document: "team.jpg", doubleSided: true, paper: .photo).summary)
// snippet.end
