// A print-job builder: the office defaults and the printer's rules live in one type.

// snippet.jobs
/// Four people print; each states only what differs from the office defaults.
func sendJobs(with defaults: OfficeDefaults) -> [PrintJob] {
    let ana = PrintJob.Builder(defaults: defaults)     // the job as it comes

    var ben = PrintJob.Builder(defaults: defaults)
    ben.setCopies(3)
    ben.setColour(true)

    var chloe = PrintJob.Builder(defaults: defaults)
    chloe.setDoubleSided(true)
    chloe.setPaper(.photo)                             // changes her mind

    var dev = PrintJob.Builder(defaults: defaults)
    dev.setPaper(.letter)
    dev.setCopies(20)
    dev.setColour(false)
    dev.addStaple()

    return [ana.build(document: "agenda.pdf"), ben.build(document: "budget.pdf"),
            chloe.build(document: "team.jpg"), dev.build(document: "contract.pdf")]
}
// snippet.end

// snippet.run
print("Office defaults:")
for job in sendJobs(with: .standard) { print("  " + job.summary) }

var newPrinter = OfficeDefaults.standard
newPrinter.colour = true
print("A colour printer arrives, and colour becomes the default:")
for job in sendJobs(with: newPrinter) { print("  " + job.summary) }
// snippet.end
