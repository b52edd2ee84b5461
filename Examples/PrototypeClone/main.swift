// snippet.protocol
/// A pure Swift alternative to NSCopying: no Foundation, no `Any` to cast.
/// (Not called `Copyable`: that name belongs to the standard library.)
protocol Cloning: AnyObject {
    func clone() -> Self
}
// snippet.end

// snippet.jobs
class PrintJob: Cloning, CustomStringConvertible {
    var document: String
    var copies: Int

    init(document: String, copies: Int) {
        self.document = document
        self.copies = copies
    }

    /// Every subclass must provide this initializer, so `Self(cloning:)`
    /// always builds an object of the receiver's own class.
    required init(cloning other: PrintJob) {
        document = other.document
        copies = other.copies
    }

    func clone() -> Self { Self(cloning: self) }

    var description: String { "\(copies) copies of \(document)" }
}

final class StapledPrintJob: PrintJob {
    var staple: String

    init(document: String, copies: Int, staple: String) {
        self.staple = staple
        super.init(document: document, copies: copies)
    }

    required init(cloning other: PrintJob) {
        // `clone()` passes a `StapledPrintJob`; a plain job cloned as stapled gets no staple.
        staple = (other as? StapledPrintJob)?.staple ?? "none"
        super.init(cloning: other)
    }

    override var description: String { super.description + ", stapled \(staple)" }
}
// snippet.end

// snippet.spoolers
/// Three ways for a spooler to keep the jobs it is handed.
final class PrintSpooler {
    enum Strategy: String {
        case keepReference = "keeps the reference"
        case rebuildJob = "rebuilds a PrintJob"
        case clone = "asks the job to clone itself"
    }

    let strategy: Strategy
    private(set) var queue: [PrintJob] = []

    init(_ strategy: Strategy) { self.strategy = strategy }

    func submit(_ job: PrintJob) {
        switch strategy {
        case .keepReference:
            queue.append(job)
        case .rebuildJob:
            queue.append(PrintJob(document: job.document, copies: job.copies))
        case .clone:
            queue.append(job.clone())
        }
    }
}
// snippet.end

// snippet.use
let spoolers = [PrintSpooler(.keepReference), PrintSpooler(.rebuildJob),
                PrintSpooler(.clone)]

// A board pack reuses one configured job and changes only the document.
let job = StapledPrintJob(document: "", copies: 12, staple: "top left")
for document in ["agenda.pdf", "minutes.pdf", "budget.pdf"] {
    job.document = document
    for spooler in spoolers { spooler.submit(job) }
}

for spooler in spoolers {
    print("Spooler that \(spooler.strategy.rawValue):")
    for queued in spooler.queue { print("  \(queued)") }
}
// snippet.end
