// snippet.rota
// Who is on call, week after week: a sequence that never ends and never
// overflows, because its state only ever cycles through the team.
let team = ["Ana", "Ben", "Cai"]
let rota = sequence(state: 0) { (index: inout Int) -> String? in
    defer { index = (index + 1) % team.count }
    return team[index]
}
// snippet.end

// snippet.use
print("first 7 weeks:", Array(rota.prefix(7)))
for (week, person) in zip(40...43, rota) {
    print("week \(week): \(person)")
}

// lazy: filter pulls one element at a time, so prefix(3) can stop it.
let bensWeeks = zip(1..., rota).lazy.filter { $0.1 == "Ben" }.map(\.0).prefix(3)
print("Ben's first 3 weeks:", Array(bensWeeks))
// snippet.end
