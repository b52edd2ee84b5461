// A chain of initializers gives a print job defaults, for the callers its author imagined.

// snippet.telescoping
enum Paper: String { case a4 = "A4", letter = "Letter", photo = "photo paper" }

/// Each shorter initializer fills in one more default and calls the next one up.
final class TelescopingJob {
    let document: String, copies: Int, doubleSided: Bool
    let colour: Bool, paper: Paper, staple: Bool

    init(document: String, copies: Int, doubleSided: Bool,
         colour: Bool, paper: Paper, staple: Bool) {
        self.document = document; self.copies = copies; self.doubleSided = doubleSided
        self.colour = colour; self.paper = paper; self.staple = staple
    }
    convenience init(document: String, copies: Int, doubleSided: Bool) {
        self.init(document: document, copies: copies, doubleSided: doubleSided,
                  colour: false, paper: .a4, staple: false)
    }
    convenience init(document: String, copies: Int) {
        self.init(document: document, copies: copies, doubleSided: true)
    }
    convenience init(document: String) {
        self.init(document: document, copies: 1)
    }
}
// snippet.end

// snippet.telescopingJobs
let agenda = TelescopingJob(document: "agenda.pdf")
// Only stapling differs. No short initializer reaches `staple`, so the print
// dialog calls the long one and restates every other default from memory.
let minutes = TelescopingJob(document: "minutes.pdf", copies: 1, doubleSided: false,
                             colour: false, paper: .a4, staple: true)
for job in [agenda, minutes] {
    print("\(job.document): double-sided \(job.doubleSided), stapled \(job.staple)")
}
// snippet.end
