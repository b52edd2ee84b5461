// snippet.model
struct Owner: Equatable {
    var name: String
    var phone: String
}

struct Vessel {
    let hullID: String
    var name: String
    var lengthMetres: Double
    var owner: Owner
}

// Key paths are Hashable, so they can be dictionary keys.
let labels: [PartialKeyPath<Vessel>: String] = [
    \.name: "name", \.lengthMetres: "length", \.owner: "owner",
]
// snippet.end

// snippet.main
var draft = Draft(Vessel(hullID: "GB-4471", name: "Heron", lengthMetres: 11.2,
                         owner: Owner(name: "Ines Ward", phone: "0170 555 0101")))

draft.name = "Grey Heron"             // draft[dynamicMember: \Vessel.name]
draft.lengthMetres = 11.2             // the same value: not recorded
draft.owner.phone = "0170 555 0199"   // a nested write goes through \Vessel.owner

print(draft.hullID, draft.name, draft.owner.phone)
print("changed:", draft.changed.compactMap { labels[$0] }.sorted())
// snippet.end
