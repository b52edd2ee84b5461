// snippet.protocol
/// What happened, as a value the compiler checks: no dictionary, no casting.
enum BuildEvent {
    case passed(build: Int)
    case failed(build: Int, tests: Int)
}

/// Class-bound, so the subject can find an observer again by identity (===).
protocol BuildObserver: AnyObject {
    func buildRunner(didReport event: BuildEvent)
}
// snippet.end

// snippet.subject
final class BuildRunner {
    private var observers: [any BuildObserver] = []
    private var lastBuild: Int = 40

    var observerCount: Int { observers.count }

    func addObserver(_ observer: any BuildObserver) {
        // Registering the same object twice would deliver every event twice.
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    func removeObserver(_ observer: any BuildObserver) {
        observers.removeAll { $0 === observer }
    }

    func finishBuild(failedTests: Int) {
        lastBuild += 1
        let event: BuildEvent = failedTests == 0
            ? .passed(build: lastBuild)
            : .failed(build: lastBuild, tests: failedTests)
        for observer in observers {
            observer.buildRunner(didReport: event)
        }
    }
}
// snippet.end

// snippet.observers
final class ChatNotifier: BuildObserver {
    func buildRunner(didReport event: BuildEvent) {
        switch event {
        case .passed(let build): print("chat:    build \(build) passed")
        case .failed(let build, _): print("chat:    build \(build) failed")
        }
    }
}

final class ArtifactArchiver: BuildObserver {
    func buildRunner(didReport event: BuildEvent) {
        guard case .passed(let build) = event else { return }
        print("archive: storing the binaries of build \(build)")
    }
}

final class FlakeTracker: BuildObserver {
    private(set) var failures: Int = 0
    func buildRunner(didReport event: BuildEvent) {
        if case .failed = event { failures += 1 }
        print("flakes:  failures so far: \(failures)")
    }
}
// snippet.end

// snippet.main
let runner = BuildRunner()
let chat = ChatNotifier()
let archiver = ArtifactArchiver()
let flakes = FlakeTracker()

runner.addObserver(chat)
runner.addObserver(archiver)
runner.addObserver(flakes)
runner.addObserver(chat)  // already there: ignored
print("observers: \(runner.observerCount)")

print("-- a clean build")
runner.finishBuild(failedTests: 0)
print("-- two tests fail")
runner.finishBuild(failedTests: 2)

runner.removeObserver(archiver)
print("-- archiver removed, observers: \(runner.observerCount)")
runner.finishBuild(failedTests: 0)
// snippet.end
