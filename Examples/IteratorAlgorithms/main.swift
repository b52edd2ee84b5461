let playlist = LinkedList(["Intro", "Blue Train", "So What", "Outro"])

print("uppercased:", playlist.map { $0.uppercased() })
print("long titles:", playlist.count(where: { $0.count > 5 }))
print("contains So What:", playlist.contains("So What"))
print("first with a space:", playlist.first(where: { $0.contains(" ") }) ?? "none")
print("alphabetical first:", playlist.min() ?? "none")
for (number, song) in zip(1..., playlist) where number.isMultiple(of: 2) {
    print("even track \(number): \(song)")
}
