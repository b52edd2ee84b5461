// snippet.type
struct Greenhouse {
    // Stored, but only this type may write it.
    private(set) var waterings: Int = 0

    // Stored privately; the public face is the computed property below.
    private var storedHumidity: Int

    var humidity: Int {
        get { storedHumidity }
        set { storedHumidity = min(max(newValue, 0), 100) }
    }

    // The one stored temperature.
    var celsius: Double

    // Computed, get and set: a second view of the same storage.
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }

    // Read-only computed: `get` is implied.
    var needsShade: Bool { celsius > 28 }

    init(humidity: Int, celsius: Double) {
        storedHumidity = min(max(humidity, 0), 100)
        self.celsius = celsius
    }

    mutating func water() {
        waterings += 1
    }
}
// snippet.end

// snippet.main
var house = Greenhouse(humidity: 60, celsius: 20)
house.water()
house.humidity = 140
house.celsius = 31
print("humidity \(house.humidity)%, watered \(house.waterings) times")
print("\(house.celsius) °C is \(house.fahrenheit) °F, shade: \(house.needsShade)")

house.fahrenheit = 77
print("set 77 °F: now \(house.celsius) °C, shade: \(house.needsShade)")
// snippet.end
