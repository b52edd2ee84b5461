final class Thermostat {
    var target = 21.0
}

struct Greenhouse {
    private(set) var thermostat = Thermostat()
}

let house = Greenhouse()
let copy = house
house.thermostat.target = 35    // uses the getter of `thermostat`, then the class's own setter
print("house target \(house.thermostat.target) °C")
print("copy target \(copy.thermostat.target) °C, same object: \(copy.thermostat === house.thermostat)")
