import Foundation
import Testing

@testable import SiteKit

/// The one encoding of the cache's entries and keys (`BinaryEncoder`, `MemoKey`): what a type
/// declares is what is stored and what is in its key, with nothing listed by hand.
@Suite("Binary coder and memo keys")
struct BinaryCoderTests {
    struct Before: Encodable {
        var example: String
    }

    /// `Before` with a field added, as a step's inputs gain one.
    struct After: Encodable {
        var example: String
        var optimized = false
    }

    @Test("a field added to a step's inputs is in the key with nothing else to change")
    func fieldAddedChangesKey() {
        #expect(MemoKey.of("run", Before(example: "A")) != MemoKey.of("run", After(example: "A")))
        #expect(MemoKey.of("run", After(example: "A")) != MemoKey.of("run", After(example: "A", optimized: true)))
        #expect(MemoKey.of("run", After(example: "A")) == MemoKey.of("run", After(example: "A")))
    }

    @Test("every field of a run's inputs is in its key")
    func runInputs() {
        let request = RunRequest(example: "E", arguments: ["a"], stdin: nil, expect: .success, timeout: 10)
        let key = MemoKey.of("run", RunExamplesStep.Inputs(request, sourceHash: "h"))
        var changed = [RunExamplesStep.Inputs(request, sourceHash: "other")]
        for edit: (inout RunRequest) -> Void in [
            { $0.arguments = ["b"] }, { $0.stdin = "" }, { $0.expect = .failure }, { $0.timeout = 11 },
            { $0.example = "F" },
        ] {
            var other = request
            edit(&other)
            changed.append(RunExamplesStep.Inputs(other, sourceHash: "h"))
        }
        for inputs in changed { #expect(MemoKey.of("run", inputs) != key, "\(inputs.request)") }
    }

    @Test("an example's hash follows its settings and every file, whatever their folder")
    func exampleHash() {
        let main = Example.SourceFile(name: "main.swift", path: "Examples/E/main.swift", text: "print(1)\n")
        let deep = Example.SourceFile(name: "Helpers/Deep/H.swift", path: "Examples/E/Helpers/Deep/H.swift", text: "")
        let example = Example(name: "E", files: [main, deep])
        var optimized = example
        optimized.settings.optimized = true
        var edited = example
        edited.files[1].text = "let x = 1\n"
        let hashes = [example, optimized, edited].map(SiteCache.sourceHash(of:))
        #expect(Set(hashes).count == 3)
    }

    @Test("a dictionary or a set encodes the same whatever its order in memory")
    func canonicalOrder() throws {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        let keys = (0..<200).map { "key \($0)" }
        for (index, key) in keys.enumerated() { forward[key] = index }
        for (index, key) in keys.enumerated().reversed() { backward[key] = index }
        #expect(try BinaryEncoder.encode(forward) == BinaryEncoder.encode(backward))
        #expect(try BinaryEncoder.encode(Set(keys)) == BinaryEncoder.encode(Set(keys.reversed())))
    }

    @Test("cached values round-trip: enums with payloads, optionals, nested lists, numbers")
    func roundTrip() throws {
        let result = RunResult(stdout: "é\n", stderr: "", termination: .timedOut(seconds: 2.5))
        let decoded = try BinaryDecoder.decode(RecordedRun.self, from: BinaryEncoder.encode(RecordedRun(result)))
        #expect(decoded.result == result)
        let fence = Fence.variants(
            VariantFence(example: "E", kind: .emitted(functions: ["f"], declarationsOnly: true)), line: 3)
        #expect(try BinaryDecoder.decode(Fence.self, from: BinaryEncoder.encode(fence)) == fence)
        let nested: [String: [Int?]] = ["a": [1, nil, -3], "b": []]
        #expect(try BinaryDecoder.decode([String: [Int?]].self, from: BinaryEncoder.encode(nested)) == nested)
        let stamp = FileStamp(size: 12, modifiedNanoseconds: -5, inode: .max)
        #expect(try BinaryDecoder.decode(FileStamp.self, from: BinaryEncoder.encode(stamp)) == stamp)
    }

    @Test("bytes cut short, left over, or of another type read as malformed")
    func malformed() throws {
        let bytes = try BinaryEncoder.encode(Fence.swift(line: 300))
        for damaged in [Array(bytes.dropLast()), bytes + [1], Array(bytes.dropFirst())] {
            #expect(throws: BinaryDecoder.Malformed.self) { _ = try BinaryDecoder.decode(Fence.self, from: damaged) }
        }
        #expect(throws: BinaryEncoder.UnkeyedContainerRefused.self) {
            _ = try BinaryEncoder.encode(Duration.seconds(1))
        }
    }
}
