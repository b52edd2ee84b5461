import Dispatch

enum RequestContext {
    @TaskLocal static var requestID: String?
}

/// What the code that calls it sees as the current request.
func seen(by label: String) -> String {
    "\(label): \(RequestContext.requestID ?? "nil")"
}

// snippet.inheritance
await RequestContext.$requestID.withValue("req-51d0") {
    var lines = [seen(by: "inside withValue")]

    async let child = seen(by: "async let")
    lines.append(await child)

    lines += await withTaskGroup(of: String.self) { group in
        group.addTask { seen(by: "task group child") }
        return await group.next().map { [$0] } ?? []
    }

    lines.append(await Task { seen(by: "Task {}") }.value)
    lines.append(await Task.detached { seen(by: "Task.detached {}") }.value)

    lines.append(await withCheckedContinuation { done in
        DispatchQueue.global().async { done.resume(returning: seen(by: "DispatchQueue.async")) }
    })

    for line in lines { print(line) }
}
print(seen(by: "after withValue"))
// snippet.end
