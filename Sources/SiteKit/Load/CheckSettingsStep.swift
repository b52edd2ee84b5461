/// Checks the upcoming and experimental feature names the examples and `compare` fences use
/// against the toolchain's own list: `swiftc` ignores a name it does not know without a word,
/// and a page would then claim a setting nothing applied.
struct CheckSettingsStep: BuildStep {
    let name = "check settings"
    let loaded: LoadedProject

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        for request in loaded.variants {
            guard let problem = Self.xcodeLabelProblem(request) else { continue }
            for (chapter, line) in loaded.variantLines[request] ?? [] {
                context.problems.report(
                    Diagnostic(file: chapter.sourcePath, line: line, message: problem.message, hint: problem.hint))
            }
        }
        try context.problems.throwIfErrors()
        let examples = loaded.examples.values.sorted { $0.name < $1.name }
        func usesFeatures(_ settings: ExampleSettings) -> Bool {
            !settings.upcomingFeatures.isEmpty || !settings.experimentalFeatures.isEmpty
        }
        let variants = loaded.variants.filter { usesFeatures($0.settings) }
        guard examples.contains(where: { usesFeatures($0.settings) }) || !variants.isEmpty else { return }
        let swift = context.generator.swift
        guard let features = await Self.features(swift: swift, memo: context.memo) else {
            context.problems.report(
                ProcessRunner.find(swift) == nil
                    ? Diagnostic(
                        file: "Examples", message: "there is no '\(swift)' on the PATH",
                        hint: "install Swift 6.2 or later (swift.org, or Xcode 26 on macOS) and put it on the PATH")
                    : Diagnostic(
                        file: "Examples",
                        message: "'swiftc -print-supported-features' did not list the toolchain's language features",
                        hint:
                            "run it to see why; settings with upcoming or experimental features need Swift 6.2 or later"
                    ))
            return
        }
        for example in examples where usesFeatures(example.settings) {
            guard let main = example.files.first else { continue }
            let checked = ExampleSettings.declared(in: main.text, path: main.path, features: features)
            context.problems.report(contentsOf: checked.problems)
        }
        for request in variants {
            let unknown = Self.unknown(request.settings, features: features)
            for name in unknown {
                for (chapter, line) in loaded.variantLines[request] ?? [] {
                    context.problems.report(
                        Diagnostic(
                            file: chapter.sourcePath, line: line,
                            message: "this toolchain has no feature '\(name)'",
                            hint: "'swiftc -print-supported-features' lists them"))
                }
            }
        }
        try context.problems.throwIfErrors()
    }

    /// What an Xcode 26 app target is built with, by the book's one definition (docs/authoring.md):
    /// in Swift 6 mode, and as Xcode 26 creates one (Swift 5 mode, minimal checking).
    static let appTargetFeatures: Set<String> = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
    static let createdTargetFeatures = appTargetFeatures.union([
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
    ])

    /// Why a column whose label names an Xcode 26 app target is not built as one, if it is not.
    static func xcodeLabelProblem(_ request: VariantRequest) -> Problem? {
        guard request.label.contains("Xcode 26") else { return nil }
        let settings = request.settings
        let features = Set(settings.upcomingFeatures)
        let mainActor = settings.defaultIsolation == .mainActor
        let created =
            settings.languageMode == 5 && (settings.strictConcurrency ?? "minimal") == "minimal" && mainActor
            && features.isSuperset(of: createdTargetFeatures)
        let swift6 = settings.languageMode == 6 && mainActor && features.isSuperset(of: appTargetFeatures)
        let claimsCreated = request.label.hasPrefix("As Xcode 26 creates")
        guard claimsCreated ? !created : !(swift6 || created) else { return nil }
        let wanted =
            claimsCreated
            ? "language-mode 5, strict-concurrency minimal, default-isolation MainActor and the upcoming features "
                + createdTargetFeatures.sorted().joined(separator: ", ")
            : "default-isolation MainActor and the upcoming features "
                + appTargetFeatures.sorted().joined(separator: ", ")
        return Problem(
            message: "the column '\(request.label)' names an Xcode 26 app target but is not built as one",
            hint:
                "give it \(wanted) (docs/authoring.md, 'Compiler settings, side by side'), or label it by its settings")
    }

    /// The toolchain's features, as `swiftc -print-supported-features` lists them: asked once
    /// per toolchain and generator when there is a cache, on every build when there is none.
    static func features(swift: String, memo: SiteCache) async -> CompilerFeatures? {
        // The toolchain, in every key, is all the list depends on.
        let key = memo.key(.compilerFeatures, [String]())
        if let listing = memo.value(.compilerFeatures, key: key), let known = CompilerFeatures(json: listing) {
            return known
        }
        let swiftc = ExampleDiagnoser.swiftc(besides: swift)
        let listing = await ProcessRunner(timeout: 60).run(swiftc, ["-print-supported-features"])
        guard listing.termination == .exited(0), let features = CompilerFeatures(json: listing.stdout) else {
            return nil
        }
        memo.store(listing.stdout, .compilerFeatures, key: key)
        return features
    }

    static func unknown(_ settings: ExampleSettings, features: CompilerFeatures) -> [String] {
        settings.upcomingFeatures.filter { !features.upcoming.contains($0) }
            + settings.experimentalFeatures.filter { !features.experimental.contains($0) }
    }
}

extension MemoKind where Value == String {
    /// What `swiftc -print-supported-features` printed, by the toolchain alone: one
    /// toolchain always prints the same list, and asking costs a process on every build.
    static var compilerFeatures: MemoKind {
        MemoKind(
            name: "compiler features",
            read: { store, _, key in store.read(String.self, kind: "features", key: key) },
            write: { store, _, listing, key in try? store.write(listing, kind: "features", key: key) })
    }
}
