// expect: compile-error
// A tuple has operators, not conformances: anything that asks for the protocol refuses it.
var positions = [(row: 2, slot: 1), (row: 1, slot: 3)]

positions.sort()                                  // sort() needs Comparable elements
let visited: Set<(row: Int, slot: Int)> = []      // a Set needs Hashable elements
print(positions == [(1, 3), (2, 1)])              // Array's == needs Equatable elements

let check = ("Linden", 9, 2, true, false, 31.5, "calm")
print(check == check)                             // the operators stop at six elements

extension (Int, Int): Hashable {}                 // and a tuple can't be extended
