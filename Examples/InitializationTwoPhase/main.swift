/// Prints a step and hands back the value, so property initializers can report when they run.
func traced<Value>(_ step: String, _ value: Value) -> Value {
    print(step)
    return value
}

// snippet.base
class Carriage {
    let number: Int
    var seats: Int = traced("  Carriage: seats default", 64)

    init(number: Int) {
        print("  Carriage.init: phase 1 (set number)")
        self.number = number
        print("  Carriage.init: phase 2 (self is usable)")
        print("  \(summary())")
    }

    func summary() -> String {
        "carriage \(number), \(seats) seats"
    }
}
// snippet.end

// snippet.sleeper
final class SleeperCarriage: Carriage {
    let berthsPerCabin: Int
    var cabins: Int = traced("  Sleeper: cabins default", 10)

    init(number: Int, berthsPerCabin: Int) {
        print("  Sleeper.init: phase 1 (own properties)")
        self.berthsPerCabin = berthsPerCabin
        super.init(number: number)
        print("  Sleeper.init: phase 2 (customize inherited state)")
        seats = cabins * berthsPerCabin
    }

    override convenience init(number: Int) {
        print("  Sleeper.convenience init: delegates across")
        self.init(number: number, berthsPerCabin: 4)
    }

    override func summary() -> String {
        "sleeper \(number), \(cabins) cabins of \(berthsPerCabin)"
    }
}
// snippet.end

// snippet.run
print("Building a day carriage:")
let day = Carriage(number: 3)
print("Building a sleeper:")
let sleeper = SleeperCarriage(number: 7)
print("Finished: \(day.summary()); \(sleeper.summary()), \(sleeper.seats) berths")
// snippet.end
