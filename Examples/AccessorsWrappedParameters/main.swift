// snippet.parameter
func mist(bed: String, @Clamped(1...30) seconds: Int) {
    let note = $seconds.map { " (asked for \($0))" } ?? ""
    print("misting \(bed) for \(seconds) s\(note)")
}
// snippet.end

// snippet.local
func openVents(requested: Int) {
    @Clamped(0...4) var vents = requested
    print("opening \(vents) of 4 vents")
    vents += 1
    print("one more: \(vents), refused \($vents.map(String.init) ?? "nothing")")
}
// snippet.end

mist(bed: "seed trays", seconds: 12)
mist(bed: "orchids", seconds: 90)
openVents(requested: 2)
openVents(requested: 7)
