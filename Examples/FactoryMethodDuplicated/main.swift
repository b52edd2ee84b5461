// An upload service's strategies. Two consumers each decide on their own which one fits.

// snippet.strategies
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
// Added last month for very large files. Only one of the two consumers below heard of it.
struct Resumable: UploadStrategy {
    let name = "a resumable session in 64 MB parts"
    func requests(forMegabytes size: Int) -> Int { 1 + (size + 63) / 64 }
}
// snippet.end

// snippet.consumers
struct ProgressScreen {
    func caption(forMegabytes size: Int) -> String {
        let strategy: (any UploadStrategy)? = switch size {
        case ...8: SingleRequest()
        case ...1_024: Chunked()
        case ...50_000: Resumable()
        default: nil
        }
        return strategy.map { "\(size) MB as \($0.name)" } ?? "\(size) MB: too large"
    }
}

struct QuotaEstimator {
    func requests(forMegabytes size: Int) -> Int? {
        let strategy: (any UploadStrategy)? = switch size {
        case ...8: SingleRequest()
        case ...1_024: Chunked()
        default: nil
        }
        return strategy?.requests(forMegabytes: size)
    }
}
// snippet.end

// snippet.run
let screen = ProgressScreen()
let quota = QuotaEstimator()

for size in [3, 200, 4_000] {
    let requests = quota.requests(forMegabytes: size).map(String.init) ?? "unknown"
    print("\(screen.caption(forMegabytes: size)); requests: \(requests)")
}
// snippet.end
