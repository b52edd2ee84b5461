// snippet.session
let users = [
    User(name: "Ana", role: "staff", country: "PT", plan: "free"),
    User(name: "Ben", role: "member", country: "NZ", plan: "pro"),
    User(name: "Cai", role: "member", country: "NZ", plan: "free"),
    User(name: "Dee", role: "member", country: "US", plan: "pro"),
]

let beta: any Rule = AnyOf(rules: [
    HasRole(role: "staff"),
    AllOf(rules: [InCountry(country: "NZ"), Not(rule: OnPlan(plan: "free"))]),
])
let survey: any Rule = AtLeast(count: 2, rules: [
    InCountry(country: "NZ"), OnPlan(plan: "pro"), HasRole(role: "staff"),
])

for rule in [beta, survey] {
    print("rule: \(rule)")
    let names = users.filter { rule.matches($0) }.map(\.name)
    print("  matches \(names.joined(separator: ", "))")
}
// snippet.end
