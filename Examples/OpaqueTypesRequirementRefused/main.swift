// expect: compile-error
// A protocol can't promise an opaque result: each conformer would hide a different type.
protocol HiveStation {
    func broodSensor() -> some Sensor
}
