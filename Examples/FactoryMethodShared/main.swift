// A factory that hands out fresh objects for some inputs and a shared one for another.

// snippet.types
protocol Upload: AnyObject {
    var name: String { get }
    var chunksSent: Int { get }
    func sendChunk()
}

/// One per file: it tracks its own progress.
final class ChunkedUpload: Upload {
    let name = "chunked upload"
    private(set) var chunksSent = 0
    func sendChunk() { chunksSent += 1 }
}

/// An empty file has nothing to send, so every empty file can share one object.
/// `static let` in Swift 6 demands a Sendable type: immutable and final.
final class EmptyFileUpload: Upload, Sendable {
    static let shared = EmptyFileUpload()
    let name = "nothing to send"
    var chunksSent: Int { 0 }
    func sendChunk() {}
    private init() {}
}
// snippet.end

// snippet.factory
enum Uploads {
    static func upload(forMegabytes size: Int) -> (any Upload)? {
        switch size {
        case 0: EmptyFileUpload.shared
        case 1...1_024: ChunkedUpload()
        default: nil
        }
    }
}
// snippet.end

// snippet.run
let report = Uploads.upload(forMegabytes: 40)!
let video = Uploads.upload(forMegabytes: 90)!
report.sendChunk()
report.sendChunk()
print("two chunked uploads are one object: \(report === video)")
print("chunks sent: report \(report.chunksSent), video \(video.chunksSent)")

let placeholder = Uploads.upload(forMegabytes: 0)!
let marker = Uploads.upload(forMegabytes: 0)!
print("two empty-file uploads are one object: \(placeholder === marker)")
print("each of them: \(marker.name)")
// snippet.end
