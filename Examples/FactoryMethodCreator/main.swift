// The Gang of Four's shape: a creator's own operation calls an overridable factory method.

// snippet.product
protocol Transport {
    func send(_ file: String, megabytes: Int) -> String
}

struct HTTPSTransport: Transport {
    func send(_ file: String, megabytes: Int) -> String {
        "PUT \(file), \(megabytes) MB over HTTPS"
    }
}

struct RecordingTransport: Transport {
    func send(_ file: String, megabytes: Int) -> String {
        "recorded \(file), nothing sent"
    }
}
// snippet.end

// snippet.creator
class Uploader {
    /// The creator's own operation. It works with any Transport and never names one.
    final func upload(_ files: [(name: String, megabytes: Int)]) -> [String] {
        let transport = makeTransport()                    // the factory method
        let total = files.map(\.megabytes).reduce(0, +)
        return files.map { transport.send($0.name, megabytes: $0.megabytes) }
            + ["\(files.count) files, \(total) MB"]
    }

    /// The factory method. Subclasses override it to choose the product.
    func makeTransport() -> any Transport { HTTPSTransport() }
}

/// For the test suite: the same upload logic, and no network.
final class DryRunUploader: Uploader {
    override func makeTransport() -> any Transport { RecordingTransport() }
}
// snippet.end

// snippet.run
let files = [(name: "report.pdf", megabytes: 3), (name: "demo.mov", megabytes: 200)]
let uploaders: [Uploader] = [Uploader(), DryRunUploader()]
for uploader in uploaders {
    print("\(type(of: uploader)):")
    for line in uploader.upload(files) { print("  " + line) }
}
// snippet.end
