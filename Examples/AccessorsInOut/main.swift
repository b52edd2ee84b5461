struct Tray {
    var seedlings: [String] = [] {
        didSet { print("  didSet: \(oldValue.count) → \(seedlings.count) seedlings") }
    }
}

func sowRow(_ row: inout [String]) {
    row.append("basil")
    row.append("chives")
    row.append("dill")
    print("  sowRow added 3")
}

var tray = Tray()
print("three appends on the property")
tray.seedlings.append("kale")
tray.seedlings.append("leek")
tray.seedlings.append("mint")
print("sowRow(&tray.seedlings)")
sowRow(&tray.seedlings)
