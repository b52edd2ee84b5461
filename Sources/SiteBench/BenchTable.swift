import Foundation
import SiteKit

/// The benchmark's figures side by side, as ratios against the goals of issues 5 and 28.
struct BenchTable {
    var chapters: Int
    var catalogueChapters: Int
    var repetitions: Int
    /// A build from an empty cache: it also compiles every example that must not compile and
    /// has `swift build` check every example target.
    var cold: Benchmark.Run
    /// A build whose examples were compiled before, as docs/performance.md describes it.
    var full: Benchmark.Run
    var noop: Benchmark.Run
    var edit: Benchmark.Run
    /// A full build with the examples' builds and runs still in the cache.
    var pagesOnly: Benchmark.Run
    var cmark: RunResult?
    var hugo: RunResult?
    /// The search index of the full build's site.
    var search: SearchBudget?

    var text: String {
        let base = full.measurement.seconds
        var lines = [
            "\(chapters) synthetic chapters (4 fenced Swift blocks each) + \(catalogueChapters) catalogue chapters;"
                + " each figure is the run with the median time of \(repetitions)",
            "",
            row("", "seconds", "vs full build", "peak memory", "goal", "met"),
        ]
        let generatorMemory = full.report?.peakMemoryKiB ?? full.measurement.peakMemoryKiB
        lines.append(
            row(
                "site: full build", seconds(base), "100%", megabytes(generatorMemory), "≤200 MB",
                check(generatorMemory <= 200 * 1024)))
        lines.append(
            row(
                "site: build from empty cache", seconds(cold.measurement.seconds),
                percent(cold.measurement.seconds / base),
                megabytes(cold.report?.peakMemoryKiB ?? cold.measurement.peakMemoryKiB), "", ""))
        let noopShare = noop.measurement.seconds / base
        lines.append(
            row(
                "site: no-op rebuild", seconds(noop.measurement.seconds), percent(noopShare),
                megabytes(noop.report?.peakMemoryKiB ?? noop.measurement.peakMemoryKiB), "≤5%", check(noopShare <= 0.05)
            ))
        let editShare = edit.measurement.seconds / base
        lines.append(
            row(
                "site: one-chapter edit", seconds(edit.measurement.seconds), percent(editShare),
                megabytes(edit.report?.peakMemoryKiB ?? edit.measurement.peakMemoryKiB), "≤10%",
                check(editShare <= 0.10)))
        lines.append(
            row(
                "site: full build, examples cached", seconds(pagesOnly.measurement.seconds),
                percent(pagesOnly.measurement.seconds / base),
                megabytes(pagesOnly.report?.peakMemoryKiB ?? pagesOnly.measurement.peakMemoryKiB), "", ""))
        if let cmark {
            lines.append(
                row(
                    "cmark alone (no highlighting)", seconds(cmark.seconds), percent(cmark.seconds / base),
                    megabytes(cmark.peakMemoryKiB), "", ""))
        } else {
            lines.append("cmark: not installed (apt-get install cmark)")
        }
        if let hugo, hugo.succeeded {
            lines.append(
                row(
                    "hugo + Chroma highlighting", seconds(hugo.seconds), percent(hugo.seconds / base),
                    megabytes(hugo.peakMemoryKiB), "", ""))
            lines.append("")
            lines.append(
                "Hugo time / site full build time = \(ratio(hugo.seconds / base)) (issue 5's goal ≥4×: \(check(hugo.seconds / base >= 4)))"
            )
            // Hugo compiles and runs nothing; compare like with like too, as issue 28 does.
            let rendering = pagesOnly.measurement.seconds
            lines.append(
                "Hugo time / site full build with the examples already compiled and run = "
                    + "\(ratio(hugo.seconds / rendering)) (issue 28's goal ≥4×: \(check(hugo.seconds / rendering >= 4)))"
            )
            lines.append(
                "Against that build (issue 28): no-op \(percent(noop.measurement.seconds / rendering)) (goal ≤5%: "
                    + "\(check(noop.measurement.seconds / rendering <= 0.05))), one-chapter edit "
                    + "\(percent(edit.measurement.seconds / rendering)) (goal ≤10%: "
                    + "\(check(edit.measurement.seconds / rendering <= 0.10)))")
            lines.append(
                "Hugo peak memory / site peak memory = \(ratio(Double(hugo.peakMemoryKiB) / Double(max(1, generatorMemory))))"
            )
        } else if let hugo {
            lines.append("hugo: \(hugo.terminationSummary)")
        } else {
            lines.append("hugo: not installed (apt-get install hugo)")
        }
        if let search {
            lines.append("")
            lines += search.lines
        }
        lines.append("")
        lines.append(
            "site peak memory: the generator process itself (getrusage RUSAGE_SELF); with the `swift build` it starts: \(megabytes(full.measurement.peakMemoryKiB))"
        )
        for run in [cold, full, noop, edit, pagesOnly] {
            guard let report = run.report else { continue }
            let stages = report.stages.sorted { $0.value > $1.value }.map { "\($0.key) \(seconds($0.value))" }.joined(
                separator: ", ")
            lines.append(
                "\(run.name): \(stages); chapters rendered \(report.chaptersRendered), reused \(report.chaptersReused); "
                    + "runs \(report.runsExecuted), reused \(report.runsReused); swift build \(report.compiled ? "ran" : "skipped"); "
                    + "files written \(report.filesWritten)")
        }
        return lines.joined(separator: "\n")
    }

    private func row(
        _ name: String, _ seconds: String, _ share: String, _ memory: String, _ goal: String, _ met: String
    ) -> String {
        name.padding(toLength: 32, withPad: " ", startingAt: 0) + pad(seconds, 9) + pad(share, 15) + pad(memory, 13)
            + pad(goal, 9) + "  " + met
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private func seconds(_ value: Double) -> String { String(format: "%.2f", value) }
    private func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
    private func megabytes(_ kib: Int) -> String { String(format: "%.0f MB", Double(kib) / 1024) }
    private func check(_ met: Bool) -> String { met ? "yes" : "NO" }
    private func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
}
