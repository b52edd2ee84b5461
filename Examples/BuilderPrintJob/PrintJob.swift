// The product and its builder share this file: the product's initializer is private,
// so the builder, declared in an extension of PrintJob, is the only code that can call it.

// snippet.product
enum Paper: String { case a4 = "A4", letter = "Letter", photo = "photo paper" }

/// A finished print job: complete and immutable.
struct PrintJob {
    let document: String
    let copies: Int
    let doubleSided: Bool
    let colour: Bool
    let paper: Paper
    let staple: Bool

    /// Private: code outside PrintJob and its extensions in this file cannot call it.
    private init(document: String, copies: Int, doubleSided: Bool,
                 colour: Bool, paper: Paper, staple: Bool) {
        self.document = document
        self.copies = copies
        self.doubleSided = doubleSided
        self.colour = colour
        self.paper = paper
        self.staple = staple
    }

    var summary: String {
        let sides = doubleSided ? "double-sided" : "single-sided"
        let extras = (colour ? ", colour" : "") + (staple ? ", stapled" : "")
        return "\(document): \(copies) × \(paper.rawValue), \(sides)\(extras)"
    }
}
// snippet.end

// snippet.defaults
/// What a job gets unless the person printing says otherwise.
struct OfficeDefaults {
    var copies: Int = 1
    var doubleSided: Bool = true
    var colour: Bool = false
    var paper: Paper = .a4

    static let standard = OfficeDefaults()
}
// snippet.end

// snippet.builder
extension PrintJob {
    struct Builder {
        private var copies: Int
        private var doubleSided: Bool
        private var colour: Bool
        private var paper: Paper
        private var staple: Bool = false

        init(defaults: OfficeDefaults = .standard) {
            copies = defaults.copies
            doubleSided = defaults.doubleSided
            colour = defaults.colour
            paper = defaults.paper
        }

        /// Photo paper takes ink on one side only, whichever order the choices come in.
        mutating func setPaper(_ choice: Paper) {
            paper = choice
            if choice == .photo { doubleSided = false }
        }
        mutating func setDoubleSided(_ on: Bool) { doubleSided = on && paper != .photo }
        mutating func setCopies(_ count: Int) { copies = min(max(count, 1), 50) }
        mutating func setColour(_ on: Bool) { colour = on }
        mutating func addStaple() { staple = true }

        func build(document: String) -> PrintJob {
            PrintJob(document: document, copies: copies, doubleSided: doubleSided,
                     colour: colour, paper: paper, staple: staple)
        }
    }
}
// snippet.end
