@testable import SiteKit

/// What a test that runs one step at a time gives the steps: the generator's cache, or a memo
/// with no layers, as `SiteGenerator` does.
extension BuildContext {
    init(generator: SiteGenerator) {
        self.init(generator: generator, memo: generator.cache ?? SiteCache(store: nil, toolchain: "test toolchain"))
    }
}

extension PageKeys {
    init(loaded: LoadedProject, results: [RunRequest: RunResult], generator: SiteGenerator) {
        self.init(
            loaded: loaded, results: results, generator: generator,
            memo: generator.cache ?? SiteCache(store: nil, toolchain: "test toolchain"))
    }
}
