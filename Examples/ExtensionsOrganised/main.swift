var early = Sailing(route: "Skerry", departure: 7 * 60 + 5, carSpaces: 12)
var late = Sailing(route: "Skerry", departure: 17 * 60 + 40, carSpaces: 12)

print("Book 9 on \(early.id):", early.book(cars: 9))
print("Book 4 on \(early.id):", early.book(cars: 4))
print("Book 3 on \(early.id):", early.book(cars: 3))
print("Book 2 on \(late.id):", late.book(cars: 2))

let loudspeaker: [any Announceable] = [early, late]
for item in loudspeaker {
    print(item.announcement)
}
