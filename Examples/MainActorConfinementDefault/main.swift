// snippet.probe
/// Names the actor its caller runs on: `#isolation` is the caller's isolation.
func here(_ isolation: isolated (any Actor)? = #isolation) -> String {
    isolation.map { "on \(type(of: $0))" } ?? "off any actor"
}
// snippet.end

// snippet.code
/// One annotation only: where each runs depends on the module's default isolation.
func wordCount(_ text: String) async -> Int {
    print("wordCount runs \(here())")
    return text.split(separator: " ").count
}

@concurrent
func wordCountInBackground(_ text: String) async -> Int {
    print("wordCountInBackground runs \(here())")
    return text.split(separator: " ").count
}

print(await wordCount("one two three"), "words")
print(await wordCountInBackground("four five"), "words")
// snippet.end
