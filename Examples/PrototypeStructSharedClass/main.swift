/// A class: every label that holds one holds the same object.
final class CustomsForm {
    var contents: [String]
    init(contents: [String]) { self.contents = contents }
}

/// A struct whose stored properties are two values and one reference.
struct ShippingLabel {
    var recipient: String
    var city: String
    let customs: CustomsForm
}

let label = ShippingLabel(
    recipient: "Noor Haddad", city: "Oslo", customs: CustomsForm(contents: ["books"]))
var nextLabel = label                     // copies the strings and the reference
nextLabel.city = "Bergen"
nextLabel.customs.contents.append("tea")  // edits the one form both labels hold

print("first:  \(label.city), customs \(label.customs.contents)")
print("second: \(nextLabel.city), customs \(nextLabel.customs.contents)")
print("same form: \(label.customs === nextLabel.customs)")
