struct Vent {
    var openPercent: Int {
        willSet {
            print("  willSet: \(openPercent) → \(newValue)")
        }
        didSet {
            if openPercent > 100 { openPercent = 100 }   // no second round of observers
            print("  didSet: was \(oldValue), now \(openPercent)")
        }
    }

    init(openPercent: Int) {
        self.openPercent = openPercent    // written in the initializer: no observers
        self.openPercent += 5
        settle()                          // a method it calls: observers run
    }

    mutating func settle() {
        openPercent -= openPercent % 10
    }
}

print("Vent(openPercent: 12)")
var vent = Vent(openPercent: 12)
print("vent.openPercent = 40")
vent.openPercent = 40
print("vent.openPercent = 40 again")
vent.openPercent = 40
print("vent.openPercent = 130")
vent.openPercent = 130
