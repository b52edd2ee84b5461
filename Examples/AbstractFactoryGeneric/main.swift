// Associated types let the compiler, not the caller, keep part families apart.

// snippet.protocol
protocol CarFactory {
    associatedtype Plan: Floorplan
    associatedtype Ride: Suspension
    associatedtype Drive: Drivetrain

    func makeFloorplan() -> Plan
    func makeSuspension() -> Ride
    func makeDrivetrain() -> Drive
}

struct SportsFactory: CarFactory {
    func makeFloorplan() -> ShortFloorplan { ShortFloorplan() }
    func makeSuspension() -> RaceSuspension { RaceSuspension() }
    func makeDrivetrain() -> RearWheelDrive { RearWheelDrive() }
}

struct SUVFactory: CarFactory {
    func makeFloorplan() -> LongFloorplan { LongFloorplan() }
    func makeSuspension() -> OffRoadSuspension { OffRoadSuspension() }
    func makeDrivetrain() -> AllWheelDrive { AllWheelDrive() }
}
// snippet.end

// snippet.car
/// The car's type names its family: a Car<SportsFactory> can hold only sports parts.
struct Car<Factory: CarFactory> {
    let floorplan: Factory.Plan
    let suspension: Factory.Ride
    let drivetrain: Factory.Drive

    var summary: String {
        "\(floorplan.seats) seats, \(suspension.kind) suspension, \(drivetrain.driven)"
    }
}

extension Car {
    init(from factory: Factory) {
        self.init(
            floorplan: factory.makeFloorplan(),
            suspension: factory.makeSuspension(),
            drivetrain: factory.makeDrivetrain())
    }
}
// snippet.end

// snippet.house
/// Callers learn that the house car comes from some CarFactory, never which one.
func houseFactory() -> some CarFactory {
    SportsFactory()
}

let house = Car(from: houseFactory())
print("house car: \(house.summary)")
print("its suspension is a \(type(of: house.suspension))")
// snippet.end

// snippet.opening
func describe(_ factory: some CarFactory) -> String {
    Car(from: factory).summary
}

let showroom: [any CarFactory] = [SportsFactory(), SUVFactory()]
for factory in showroom {
    print("showroom: \(describe(factory))")
}
// snippet.end
