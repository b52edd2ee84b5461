// An abstract factory: callers ask for a car type and receive a matched set of parts.

// snippet.protocol
/// One factory per family: whoever holds a factory gets only parts that belong together.
protocol CarFactory {
    func makeFloorplan() -> any Floorplan
    func makeSuspension() -> any Suspension
    func makeDrivetrain() -> any Drivetrain
}
// snippet.end

// snippet.concrete
struct CompactFactory: CarFactory {
    func makeFloorplan() -> any Floorplan { StandardFloorplan() }
    func makeSuspension() -> any Suspension { RoadSuspension() }
    func makeDrivetrain() -> any Drivetrain { FrontWheelDrive() }
}

struct SportsFactory: CarFactory {
    func makeFloorplan() -> any Floorplan { ShortFloorplan() }
    func makeSuspension() -> any Suspension { RaceSuspension() }
    func makeDrivetrain() -> any Drivetrain { RearWheelDrive() }
}

struct SUVFactory: CarFactory {
    func makeFloorplan() -> any Floorplan { LongFloorplan() }
    func makeSuspension() -> any Suspension { OffRoadSuspension() }
    func makeDrivetrain() -> any Drivetrain { AllWheelDrive() }
}
// snippet.end

// snippet.catalogue
enum CarType: String, CaseIterable { case compact, sports, suv }

/// Picks the concrete factory for a car type. It knows no part by name.
struct CarCatalogue {
    var compact: any CarFactory = CompactFactory()
    var sports: any CarFactory = SportsFactory()
    var suv: any CarFactory = SUVFactory()

    func factory(for type: CarType) -> any CarFactory {
        switch type {
        case .compact: compact
        case .sports: sports
        case .suv: suv
        }
    }
}
// snippet.end

// snippet.caller
/// The caller: knows car types and part protocols, never a concrete part or factory.
func printLineup(from catalogue: CarCatalogue) {
    for type in CarType.allCases {
        let factory = catalogue.factory(for: type)
        let plan = factory.makeFloorplan()
        let ride = factory.makeSuspension()
        let drive = factory.makeDrivetrain()
        print("  \(type.rawValue): \(plan.seats) seats, \(plan.engine) engine, "
            + "\(ride.kind) suspension, \(drive.driven)")
    }
}
// snippet.end

// snippet.awd
/// Next year's sports car. In a code base you would edit SportsFactory itself;
/// here both years live side by side so one run can show them.
struct AllWheelSportsFactory: CarFactory {
    func makeFloorplan() -> any Floorplan { ShortFloorplan() }
    func makeSuspension() -> any Suspension { RaceSuspension() }
    func makeDrivetrain() -> any Drivetrain { AllWheelDrive() }
}
// snippet.end

// snippet.run
var catalogue = CarCatalogue()
print("This year:")
printLineup(from: catalogue)

catalogue.sports = AllWheelSportsFactory()
print("Next year:")
printLineup(from: catalogue)
// snippet.end
