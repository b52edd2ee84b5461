import Testing

@testable import SiteKit

@Suite("Output fence options")
struct RunRequestTests {
    @Test("an empty fence means: no arguments, stdin at end of file, expect success")
    func defaults() throws {
        let request = try RunRequest.parse(example: "Greeter", options: "").get()
        #expect(request == RunRequest(example: "Greeter"))
        #expect(request.commandLine == "swift run Greeter")
    }

    @Test("arguments, stdin, expectation and timeout are read")
    func options() throws {
        let options = "arguments: [--name, Ada Lovelace]\nstdin: |\n  first\n  second\nexpect: failure\ntimeout: 2.5\n"
        let request = try RunRequest.parse(example: "Greeter", options: options).get()
        #expect(request.arguments == ["--name", "Ada Lovelace"])
        #expect(request.stdin == "first\nsecond\n")
        #expect(request.expect == .failure)
        #expect(request.timeout == 2.5)
        #expect(request.commandLine == "swift run Greeter -- --name 'Ada Lovelace'")
    }

    @Test("an argument with a NUL is refused at its line; other control bytes show visibly in the command")
    func controlBytesInArguments() throws {
        guard case .failure(let list) = RunRequest.parse(example: "G", options: "timeout: 3\narguments: [\"a\\0b\"]\n")
        else {
            Issue.record("a NUL in an argument was accepted, and would have been cut off silently")
            return
        }
        #expect(list.problems.map(\.line) == [2])
        #expect(list.problems.first?.message.contains("NUL") == true)
        let bell = try RunRequest.parse(example: "G", options: "arguments: [\"ring\\a\"]\n").get()
        #expect(bell.arguments == ["ring\u{7}"])
        #expect(HTML.escape(bell.commandLine) == "swift run G -- &#39;ring\u{2407}&#39;")
    }

    @Test("every bad option is reported at its line")
    func badOptions() {
        guard
            case .failure(let list) = RunRequest.parse(example: "G", options: "expect: crash\ntimout: 3\ntimeout: -1\n")
        else {
            Issue.record("bad options were accepted")
            return
        }
        #expect(list.problems.map(\.line) == [1, 2, 3])
        #expect(list.problems[0].message == "'expect' must be success, stderr or failure")
        #expect(list.problems[1].message == "unknown output option 'timout'")
    }
}
