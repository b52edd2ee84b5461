// expect: compile-error
enum RequestContext {
    @TaskLocal static var requestID: String?
}

func handle(_ id: String) async {
    RequestContext.requestID = id  // a task-local is bound for a scope, never assigned
    await process()
    RequestContext.requestID = nil
}

func process() async {}
