// snippet.hide
import Foundation

// snippet.show
// snippet.make
/// A bundle whose strings come in two languages, one `.lproj` folder each.
func makeBoardBundle(in folder: URL) throws -> URL {
    let bundleURL = folder.appendingPathComponent("Board.bundle")
    let strings = [
        "en": #""board.title" = "Departures"; "board.delayed" = "Delayed %ld min";"#,
        "fr": #""board.title" = "Départs"; "board.delayed" = "Retard de %ld min";"#,
    ]
    for (language, text) in strings {
        let lproj = bundleURL.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
    }
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let info = ["CFBundleIdentifier": "org.example.harbour.board", "CFBundleDevelopmentRegion": "en"]
    try encoder.encode(info).write(to: bundleURL.appendingPathComponent("Info.plist"))
    return bundleURL
}
// snippet.end

// snippet.read
_ = try withScratchFolder { folder in
    // Every folder below was made a moment ago, so a nil here would be a bug: unwrap.
    let board = Bundle(path: try makeBoardBundle(in: folder).path)!
    print("localizations:", board.localizations.sorted())

    // Asking the whole bundle: Foundation chooses the language.
    print("whole bundle:", board.localizedString(forKey: "board.title", value: nil, table: nil))

    // Choosing one: match the reader's preferences, then open that .lproj folder as a bundle.
    let preferences = ["fr-CA", "de"]
    let chosen = Bundle.preferredLocalizations(from: board.localizations, forPreferences: preferences)
    print("best match for \(preferences):", chosen)
    let lproj = board.path(forResource: chosen[0], ofType: "lproj")!
    let french = Bundle(path: lproj)!
    print("\(chosen[0]):", french.localizedString(forKey: "board.title", value: nil, table: nil))
    let format = french.localizedString(forKey: "board.delayed", value: nil, table: nil)
    print("\(chosen[0]):", String(format: format, 12))

    // A key nobody translated: the bundle returns `value`, or the key itself.
    print("missing:", french.localizedString(forKey: "board.cancelled", value: "Cancelled", table: nil))
    print("missing:", french.localizedString(forKey: "board.cancelled", value: nil, table: nil))
}
// snippet.end
