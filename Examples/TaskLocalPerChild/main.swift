enum RequestContext {
    @TaskLocal static var requestID: String?
}

// snippet.batch
/// Each order in a batch gets its own child task, and each child its own id:
/// the child inherits the batch's id and binds its order's id inside it.
func process(batch: [String]) async -> [String] {
    await withTaskGroup(of: String.self) { group in
        for order in batch {
            group.addTask {
                RequestContext.$requestID.withValue("\(RequestContext.requestID ?? "-")/\(order)") {
                    "\(order) seen as \(RequestContext.requestID ?? "nil")"
                }
            }
        }
        var lines: [String] = []
        for await line in group { lines.append(line) }
        return lines.sorted()
    }
}
// snippet.end

// snippet.use
await RequestContext.$requestID.withValue("batch") {
    for line in await process(batch: ["o-1", "o-2", "o-3"]) { print(line) }
    print("the batch itself: \(RequestContext.requestID ?? "nil")")
}
// snippet.end
