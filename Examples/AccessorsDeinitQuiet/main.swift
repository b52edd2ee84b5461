final class Vent {
    var openPercent = 0 {
        didSet { print("  didSet: was \(oldValue), now \(openPercent)") }
    }

    deinit {
        print("  deinit closes the vent")
        openPercent = 0  // written in deinit: no observers
    }
}

var vent: Vent? = Vent()
print("vent?.openPercent = 40")
vent?.openPercent = 40
print("vent = nil")
vent = nil
