import Foundation

final class Donor: Codable {
    var name: String
    init(name: String) { self.name = name }
}

struct SeedPacket: Codable {
    var variety: String
    var donor: Donor
}

let ortiz = Donor(name: "R. Ortiz")
let packets = [SeedPacket(variety: "Lakota", donor: ortiz),
               SeedPacket(variety: "Sugar Ann", donor: ortiz)]

let copies = try JSONDecoder().decode([SeedPacket].self, from: JSONEncoder().encode(packets))
print("Before: one donor object: \(packets[0].donor === packets[1].donor)")
print("After: one donor object: \(copies[0].donor === copies[1].donor)")
copies[0].donor.name = "Rosa Ortiz"
print("After renaming through the first packet: \(copies.map(\.donor.name))")
