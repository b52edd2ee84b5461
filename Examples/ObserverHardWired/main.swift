// Every side effect of a finished build is wired straight into the runner.
final class ChatNotifier {
    func post(_ line: String) { print("chat:    \(line)") }
}

final class ArtifactArchiver {
    func archive(build: Int) { print("archive: storing the binaries of build \(build)") }
}

final class FlakeTracker {
    private(set) var failures: Int = 0
    func record(build: Int, failedTests: Int) {
        failures += 1
        print("flakes:  build \(build) failed \(failedTests) tests, failures so far: \(failures)")
    }
}

final class BuildRunner {
    // The runner creates, owns and calls every interested party.
    private let chat = ChatNotifier()
    private let archiver = ArtifactArchiver()
    private let flakes = FlakeTracker()
    private var lastBuild: Int = 40

    func finishBuild(failedTests: Int) {
        lastBuild += 1
        let passed = failedTests == 0
        chat.post("build \(lastBuild) \(passed ? "passed" : "failed")")
        if passed {
            archiver.archive(build: lastBuild)
        } else {
            flakes.record(build: lastBuild, failedTests: failedTests)
        }
    }
}

let runner = BuildRunner()
runner.finishBuild(failedTests: 0)
runner.finishBuild(failedTests: 2)
