// expect: compile-error
struct Greenhouse {
    private(set) var waterings = 0
    private(set) var beds: [String] = ["tomatoes"]

    mutating func water() { waterings += 1 }
}

var house = Greenhouse()
house.water()
print(house.waterings, house.beds)   // reading is allowed everywhere
house.waterings = 0                  // assigning is not
house.beds.append("basil")           // nor is mutating in place
