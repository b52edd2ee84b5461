// The same service, with one factory method deciding which strategy fits a file.

// snippet.hide
protocol UploadStrategy {
    var name: String { get }
    func requests(forMegabytes size: Int) -> Int
}

struct SingleRequest: UploadStrategy {
    let name = "one request"
    func requests(forMegabytes size: Int) -> Int { 1 }
}
struct Chunked: UploadStrategy {
    let name = "8 MB chunks"
    func requests(forMegabytes size: Int) -> Int { (size + 7) / 8 }
}
struct Resumable: UploadStrategy {
    let name = "a resumable session in 64 MB parts"
    func requests(forMegabytes size: Int) -> Int { 1 + (size + 63) / 64 }
}
// snippet.show

// snippet.factory
// UploadStrategy, SingleRequest, Chunked and Resumable are as in the first listing.

/// The only code that knows which concrete strategy suits a file.
enum Uploads {
    static func strategy(forMegabytes size: Int) -> (any UploadStrategy)? {
        switch size {
        case ...8: SingleRequest()
        case ...1_024: Chunked()
        case ...50_000: Resumable()
        default: nil
        }
    }
}
// snippet.end

// snippet.consumers
struct ProgressScreen {
    func caption(forMegabytes size: Int) -> String {
        Uploads.strategy(forMegabytes: size).map { "\(size) MB as \($0.name)" }
            ?? "\(size) MB: too large"
    }
}

struct QuotaEstimator {
    func requests(forMegabytes size: Int) -> Int? {
        Uploads.strategy(forMegabytes: size)?.requests(forMegabytes: size)
    }
}
// snippet.end

// snippet.run
let screen = ProgressScreen()
let quota = QuotaEstimator()

for size in [3, 200, 4_000, 80_000] {
    let requests = quota.requests(forMegabytes: size).map(String.init) ?? "unknown"
    print("\(screen.caption(forMegabytes: size)); requests: \(requests)")
}
// snippet.end
