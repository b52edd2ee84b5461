import Foundation

/// `site check`: everything a build checks, plus what keeps prose, code and output in sync
/// over time: the committed `Site/` is what a fresh build writes, every example prints the
/// same output twice, every example is shown somewhere, every link in every page resolves.
package struct SiteChecker: Sendable {
    package let generator: SiteGenerator

    package init(generator: SiteGenerator) {
        var generator = generator
        // A draft committed would be published by the next build that includes it.
        generator.drafts = .refuse
        self.generator = generator
    }

    /// Every problem found; empty when the site is fresh and consistent.
    package func check() async -> [Diagnostic] {
        // The examples are compiled with the manifest on disk, which only a build writes: a
        // stale one is the cause of whatever else would differ, so it is the one report.
        // (An example folder that is not usable is reported by the build below.)
        let found = ExampleCatalog(project: generator.project).find()
        if found.problems.isEmpty,
            let drift = ExamplesManifestFile(project: generator.project).drift(ExamplesManifest(found.examples))
        {
            return [drift]
        }
        let output: SiteGenerator.Output
        do {
            output = try await generator.generate()
        } catch {
            return error.diagnostics
        }
        var problems: [Diagnostic] = []
        problems += unusedExamples(output)
        generator.log("Running \(output.loaded.requests.count) example programs again to compare")
        let unstable = await nondeterministicExamples(output) + nondeterministicDiagnostics(output)
        problems += unstable
        problems += LinkChecker.pageLinks(in: output.files)
        // Output that changes from run to run makes the committed pages differ too, which no
        // rebuild fixes: that one cause is reported, not its consequence.
        if unstable.isEmpty { problems += stalePages(output.files) }
        return problems
    }

    func stalePages(_ files: [String: Data]) -> [Diagnostic] {
        let committed = SiteWriter(project: generator.project).existingFiles()
        var differing: [String] = []
        for (path, data) in files where committed[path] != data { differing.append(path) }
        let extra = committed.keys.filter { files[$0] == nil }
        guard !differing.isEmpty || !extra.isEmpty else { return [] }
        var parts: [String] = []
        if !differing.isEmpty {
            parts.append("differ or are missing: \(Self.list(differing))")
        }
        if !extra.isEmpty { parts.append("should not be there: \(Self.list(extra))") }
        if let first = differing.sorted().first, let built = files[first] {
            parts.append(Self.firstDifference(page: first, committed: committed[first], built: built))
        }
        return [
            Diagnostic(
                file: "Site", message: "Site/ is stale; these pages \(parts.joined(separator: "; "))",
                hint: "run 'swift run site' and commit Site/")
        ]
    }

    /// Where a committed page first differs from the built one, so that a stale page in CI
    /// can be understood without a second build.
    static func firstDifference(page: String, committed: Data?, built: Data) -> String {
        guard let committed else { return "\(page) is missing" }
        // A zip (the EPUB, the examples' package) has no lines to quote, only bytes.
        if committed.prefix(8192).contains(0) || built.prefix(8192).contains(0) {
            return "\(page) is \(committed.count) bytes in Site/, \(built.count) when built"
        }
        let left = String(decoding: committed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let right = String(decoding: built, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? String(left[index].prefix(300)) : "(nothing)"
            let r = index < right.count ? String(right[index].prefix(300)) : "(nothing)"
            if l != r { return "\(page) line \(index + 1) is '\(l)' in Site/, '\(r)' when built" }
        }
        return "\(page) differs"
    }

    static func list(_ paths: [String]) -> String {
        let sorted = paths.sorted()
        return sorted.prefix(12).joined(separator: ", ") + (sorted.count > 12 ? " and \(sorted.count - 12) more" : "")
    }

    func unusedExamples(_ output: SiteGenerator.Output) -> [Diagnostic] {
        output.loaded.examples.keys.sorted().filter {
            output.loaded.usages[$0] == nil && output.loaded.examples[$0]?.isStandalone != true
        }
        .map { name in
            Diagnostic(
                file: "Examples/\(name)", message: "the example '\(name)' is not shown by any chapter",
                hint:
                    "show it with an ```example \(name) fence and its output with ```output \(name), mark it standalone with an empty Examples/\(name)/.standalone file, or delete the folder"
            )
        }
    }

    func nondeterministicExamples(_ output: SiteGenerator.Output) async -> [Diagnostic] {
        let second = await ExampleRunner(binaryDirectory: output.binaryDirectory).run(output.loaded.requests)
        var problems: [Diagnostic] = []
        for request in output.loaded.requests {
            guard let first = output.evidence.results[request], let again = second[request],
                !first.sameOutcome(as: again)
            else { continue }
            let place = output.loaded.usages[request.example]?.first ?? "Examples/\(request.example)"
            problems.append(
                Diagnostic(
                    file: "Examples/\(request.example)/main.swift",
                    message:
                        "'\(request.commandLine)' printed different output on a second run: \(Self.firstDifference(first, again))",
                    hint:
                        "shown at \(place); print invariants instead of timings, addresses, thread order or unsorted dictionaries"
                ))
        }
        return problems
    }

    /// Compiles the examples that must not compile again: what the compiler says must not
    /// depend on the run (paths, ordering of parallel jobs).
    func nondeterministicDiagnostics(_ output: SiteGenerator.Output) async -> [Diagnostic] {
        let compiled = output.evidence.diagnostics.keys.sorted().compactMap { output.loaded.examples[$0] }
        let (again, problems) = await ExampleDiagnoser(project: generator.project, swift: generator.swift)
            .diagnose(compiled)
        var differing = problems
        for example in compiled {
            guard let first = output.evidence.diagnostics[example.name], let second = again[example.name],
                first.entries != second.entries
            else { continue }
            let a = RunResult(stdout: first.shownText, stderr: "", termination: .exited(0))
            let b = RunResult(stdout: second.shownText, stderr: "", termination: .exited(0))
            differing.append(
                Diagnostic(
                    file: example.files.first?.path ?? "Examples/\(example.name)", line: 1, column: 1,
                    message:
                        "the compiler said something different about '\(example.name)' the second time: \(Self.firstDifference(a, b))",
                    hint: "keep the example to one file or one mistake the compiler reports the same way every time"))
        }
        return differing
    }

    static func firstDifference(_ a: RunResult, _ b: RunResult) -> String {
        for (name, x, y) in [("stdout", a.stdout, b.stdout), ("stderr", a.stderr, b.stderr)] where x != y {
            let left = x.split(separator: "\n", omittingEmptySubsequences: false)
            let right = y.split(separator: "\n", omittingEmptySubsequences: false)
            for index in 0..<max(left.count, right.count) {
                let l = index < left.count ? String(left[index]) : "(nothing)"
                let r = index < right.count ? String(right[index]) : "(nothing)"
                if l != r { return "\(name) line \(index + 1) was '\(l)', then '\(r)'" }
            }
        }
        return "it \(a.terminationSummary), then \(b.terminationSummary)"
    }
}

extension RunResult {
    func withDuration(_ duration: Duration) -> RunResult {
        var copy = self
        copy.duration = duration
        return copy
    }
}
