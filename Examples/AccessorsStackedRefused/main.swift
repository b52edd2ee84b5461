// expect: compile-error
struct Greenhouse {
    // The first attribute is the outermost wrapper: Clamped<Logged<Int>>.
    @Clamped(0...100) @Logged var humidity = 60
}
