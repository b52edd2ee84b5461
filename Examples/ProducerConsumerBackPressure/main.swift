// snippet.handoff
/// A producer that makes a batch only when the consumer asks for one:
/// the consumer's requests are a second stream running the other way.
struct Kiln: Sendable {
    let batches: Int

    func fire(on requests: AsyncStream<Void>, into sink: AsyncStream<String>.Continuation) async {
        var made = 0
        for await _ in requests {        // suspends until the consumer asks
            guard made < batches else { break }
            made += 1
            print("kiln: fired batch \(made)")
            sink.yield("batch \(made)")
        }
        sink.finish()
    }
}
// snippet.end

// snippet.run
let (pots, potSink) = AsyncStream.makeStream(of: String.self)
let (requests, request) = AsyncStream.makeStream(of: Void.self)
let kiln = Kiln(batches: 3)

await withTaskGroup(of: Void.self) { group in
    group.addTask { await kiln.fire(on: requests, into: potSink) }

    request.yield()                      // one batch of credit: the producer may be one ahead
    for await pot in pots {
        print("glazer: glazed \(pot)")
        request.yield()                  // ready for the next
    }
    request.finish()
}
print("done")
// snippet.end
