// expect: compile-error
// A static factory in a protocol extension, called through the protocol's name.
protocol UploadStrategy {
    var name: String { get }
}

struct Chunked: UploadStrategy {
    let name = "8 MB chunks"
}

extension UploadStrategy {
    static func strategy(forMegabytes size: Int) -> any UploadStrategy { Chunked() }
}

let strategy = UploadStrategy.strategy(forMegabytes: 200)
