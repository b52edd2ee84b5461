// snippet.connection
final class Connection {
    let number: Int
    var uses = 0
    init(number: Int) { self.number = number }
}

enum Allocation: String {
    case firstInFirstOut = "first in, first out"
    case leastUsed = "least used"
}
// snippet.end

// snippet.pool
/// A lazily filled pool: connections are made on demand, up to `maximum`.
/// Single-threaded here, so the allocation policy is the only thing that varies.
final class ConnectionPool {
    let maximum: Int
    let allocation: Allocation
    private let connect: (Int) -> Connection
    private var idle: [Connection] = []
    private(set) var all: [Connection] = []

    init(maximum: Int, allocation: Allocation, connect: @escaping (Int) -> Connection) {
        self.maximum = maximum
        self.allocation = allocation
        self.connect = connect
    }

    func checkOut() -> Connection? {
        if idle.isEmpty {
            guard all.count < maximum else { return nil }
            let fresh = connect(all.count + 1)           // lazy creation
            all.append(fresh)
            fresh.uses += 1
            return fresh
        }
        let index = switch allocation {
        case .firstInFirstOut:
            idle.startIndex
        case .leastUsed:                                 // a scan on every checkout
            idle.indices.min { idle[$0].uses < idle[$1].uses }!
        }
        let connection = idle.remove(at: index)
        connection.uses += 1
        return connection
    }

    func checkIn(_ connection: Connection) {
        idle.append(connection)
    }
}
// snippet.end

// snippet.schedule
/// The same fixed schedule for both policies: a long report holds a connection
/// while short queries come and go, sometimes two at a time.
let schedule = [
    "+report",
    "+q1", "+q2", "-q1", "-q2", "+q3", "+q4", "-q3", "-q4",
    "+q5", "-q5", "+q6", "-q6", "+q7", "-q7", "+q8", "-q8",
    "-report",
    "+q9", "-q9", "+q10", "-q10", "+q11", "-q11", "+q12", "-q12",
    "+q13", "-q13", "+q14", "-q14",
]

func run(_ allocation: Allocation) {
    print("Policy: \(allocation.rawValue)")
    let pool = ConnectionPool(maximum: 3, allocation: allocation) { number in
        Connection(number: number)
    }
    var held: [String: Connection] = [:]
    for step in schedule {
        let user = String(step.dropFirst())
        if step.hasPrefix("+") {
            let opened = pool.all.count
            held[user] = pool.checkOut()
            if pool.all.count > opened {
                print("  \(user) needed connection #\(pool.all.count): opened it")
            }
        } else if let connection = held.removeValue(forKey: user) {
            pool.checkIn(connection)
        }
    }
    let uses = pool.all.map { "#\($0.number): \($0.uses)" }.joined(separator: ", ")
    print("  uses per connection: \(uses)")
}

run(.firstInFirstOut)
run(.leastUsed)
// snippet.end
