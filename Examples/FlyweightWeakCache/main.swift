// snippet.image
/// A place name drawn as a bitmap: 8 × 12 pixels per character.
final class LabelImage {
    let text: String
    let pixels: [UInt8]

    init(text: String) {
        self.text = text
        pixels = Array(repeating: 0, count: text.count * 8 * 12)
    }
}
// snippet.end

// snippet.caches
/// Keeps every label it ever drew.
final class StrongLabelCache {
    private var images: [String: LabelImage] = [:]
    var count: Int { images.count }

    func image(for text: String) -> LabelImage {
        if let image = images[text] { return image }
        let image = LabelImage(text: text)
        images[text] = image
        return image
    }
}

/// Keeps a label only while something else still uses it.
final class WeakLabelCache {
    private struct Entry { weak var image: LabelImage? }
    private var entries: [String: Entry] = [:]
    private(set) var drawings = 0
    var count: Int { entries.count }

    func image(for text: String) -> LabelImage {
        if let image = entries[text]?.image { return image }
        drawings += 1
        let image = LabelImage(text: text)
        entries[text] = Entry(image: image)
        return image
    }

    /// A dead entry costs little but still counts: sweep now and then.
    func removeDeadEntries() { entries = entries.filter { $0.value.image != nil } }
}
// snippet.end

// snippet.main
// The place names visible as the hiker pans across the map.
let views = [
    ["Larch Meadow", "Grey Tarn", "Hollow Col"],
    ["Grey Tarn", "Hollow Col", "Upper Hut", "Raven Crag"],
    ["Raven Crag", "Dipper Falls", "Stony Ford"],
    ["Stony Ford", "Heron Marsh", "Old Quarry", "Fell End"],
]
let strong = StrongLabelCache(), weak = WeakLabelCache()
var onScreen: [LabelImage] = []

for (number, names) in views.enumerated() {
    _ = names.map { strong.image(for: $0) }
    let drawnBefore = weak.drawings
    onScreen = names.map { weak.image(for: $0) }   // the previous view is let go
    weak.removeDeadEntries()
    print("view \(number + 1): \(onScreen.count) labels on screen,",
          "strong cache \(strong.count), weak cache \(weak.count),",
          "weak cache drew \(weak.drawings - drawnBefore)")
}
// snippet.end
