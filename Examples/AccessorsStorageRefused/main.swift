// expect: compile-error
struct Greenhouse {
    @Clamped(0...100) var humidity = 60
}

var house = Greenhouse()
house._humidity = Clamped(wrappedValue: 500, 0...1000)   // the storage is private
