// snippet.hide
import Foundation
// snippet.show
// snippet.property
protocol ScanLog {
    func record(_ line: String)
}

struct SilentLog: ScanLog {
    func record(_ line: String) {}
}

/// Made by a plug-in loader that only knows `init()`, so its log is set afterwards.
final class BarcodeScanner {
    var log: any ScanLog = SilentLog()          // property injection, harmless default

    func scan(_ code: String) -> String? {
        let tool = ["TL-0042": "hedge trimmer", "TL-0107": "tile cutter"][code]
        log.record("\(code) -> \(tool ?? "unknown")")
        return tool
    }
}
// snippet.end

// snippet.method
struct OverdueReport {
    /// Method injection: the moment and the destination change with every call.
    func write(dues: [String: Date], asOf today: Date, to out: inout some TextOutputStream) {
        for (tool, due) in dues.sorted(by: { $0.key < $1.key }) {
            let days = Int(today.timeIntervalSince(due) / 86_400)
            out.write(days > 0 ? "\(tool): \(days) days late\n" : "\(tool): on loan\n")
        }
    }
}
// snippet.end

// snippet.use
struct PrintLog: ScanLog {
    func record(_ line: String) { print("  log: \(line)") }
}

let scanner = BarcodeScanner()            // as the loader creates it
_ = scanner.scan("TL-0042")               // nothing logged yet
scanner.log = PrintLog()
_ = scanner.scan("TL-0107")
_ = scanner.scan("TL-9999")

let march1 = Date(timeIntervalSince1970: 1_772_323_200)
let dues = ["tile cutter": march1 + 2 * 86_400, "hedge trimmer": march1 - 3 * 86_400]
for day in [1, 8] {
    var page = "Report for \(day) March\n"
    OverdueReport().write(dues: dues, asOf: march1 + Double(day - 1) * 86_400, to: &page)
    print(page, terminator: "")
}
// snippet.end
