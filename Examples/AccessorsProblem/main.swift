struct Greenhouse {
    var humidity: Int        // percent: only 0...100 makes sense
    var waterings: Int       // how often the beds were watered
    var celsius: Double
    var fahrenheit: Double   // must always agree with celsius
}

var house = Greenhouse(humidity: 60, waterings: 0, celsius: 20, fahrenheit: 68)
house.waterings += 1         // the one change that was meant
house.humidity = 140         // a sensor glitch, stored as it came
house.waterings = 0          // a "reset" that erases the history
house.celsius = 31           // and nobody updated fahrenheit

print("humidity \(house.humidity)%, watered \(house.waterings) times")
print("\(house.celsius) °C, but \(house.fahrenheit) °F")
