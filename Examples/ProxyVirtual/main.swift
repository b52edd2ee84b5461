// snippet.subject
/// What the editor needs from a spell checker, and all it knows about one.
protocol SpellChecker {
    func misspelledWords(in text: String) -> [String]
}

/// The real subject: accurate, but expensive to create.
final class WordListChecker: SpellChecker {
    private let words: Set<String>

    init(language: String) {
        print("    [\(language): reading 4 word lists into memory]")
        words = ["a", "an", "and", "colour", "for", "meeting", "necessary", "notes",
                 "receive", "samples", "separate", "the", "their", "we", "will"]
    }

    func misspelledWords(in text: String) -> [String] {
        text.split(separator: " ").map(String.init).filter { !words.contains($0) }
    }
}
// snippet.end

// snippet.proxy
/// The proxy: same interface, but the word lists are read on first use, not at creation.
final class LazySpellChecker: SpellChecker {
    private let language: String
    private lazy var loaded: WordListChecker = WordListChecker(language: language)

    init(language: String) { self.language = language }

    func misspelledWords(in text: String) -> [String] {
        loaded.misspelledWords(in: text)
    }
}
// snippet.end

// snippet.client
/// The client holds a spell checker and never learns which kind.
struct Editor {
    let document: String
    let spelling: any SpellChecker

    func type(_ text: String) {
        print("\(document): \"\(text)\"")
        let wrong = spelling.misspelledWords(in: text)
        print("    misspelled: \(wrong.isEmpty ? "none" : wrong.joined(separator: ", "))")
    }
}
// snippet.end

// snippet.main
let notes = Editor(document: "notes.txt", spelling: LazySpellChecker(language: "en-GB"))
let minutes = Editor(document: "minutes.txt", spelling: LazySpellChecker(language: "en-GB"))
print("opened \(notes.document) and \(minutes.document); no word list read yet")

notes.type("we will recieve the colour samples")
notes.type("the necessary notes for the meeting")
notes.type("seperate their notes")
print("closed \(minutes.document) without typing in it")
// snippet.end
