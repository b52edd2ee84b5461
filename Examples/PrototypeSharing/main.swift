// snippet.class
final class LabelObject {
    var recipient: String
    var city: String
    var service: String

    init(recipient: String, city: String, service: String) {
        self.recipient = recipient
        self.city = city
        self.service = service
    }

    var summary: String { "\(service) parcel to \(recipient), \(city)" }
}
// snippet.end

// snippet.struct
struct ShippingLabel {
    var recipient: String
    var city: String
    var service: String

    var summary: String { "\(service) parcel to \(recipient), \(city)" }
}
// snippet.end

// snippet.use
print("Class: assignment copies the reference")
let first = LabelObject(recipient: "Noor Haddad", city: "Leeds", service: "Express")
let second = first                     // meant as the starting point for the next label
second.recipient = "Tomás Reyes"
second.city = "Porto"
print("  first:  \(first.summary)")
print("  second: \(second.summary)")

print("Struct: assignment copies the value")
let label = ShippingLabel(recipient: "Noor Haddad", city: "Leeds", service: "Express")
var nextLabel = label
nextLabel.recipient = "Tomás Reyes"
nextLabel.city = "Porto"
print("  first:  \(label.summary)")
print("  second: \(nextLabel.summary)")
// snippet.end
