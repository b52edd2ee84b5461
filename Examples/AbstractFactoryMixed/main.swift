// Two teams assemble cars from parts, and each keeps its own copy of the pairing rules.

// snippet.parts
protocol Floorplan { var seats: Int { get }; var engine: String { get } }
protocol Suspension { var kind: String { get } }
protocol Drivetrain { var driven: String { get } }

struct ShortFloorplan: Floorplan { let seats = 2, engine = "mid" }
struct StandardFloorplan: Floorplan { let seats = 4, engine = "front" }
struct LongFloorplan: Floorplan { let seats = 8, engine = "front" }

struct RoadSuspension: Suspension { let kind = "standard" }
struct OffRoadSuspension: Suspension { let kind = "soft" }
struct RaceSuspension: Suspension { let kind = "firm" }

struct FrontWheelDrive: Drivetrain { let driven = "front wheels" }
struct RearWheelDrive: Drivetrain { let driven = "rear wheels" }
struct AllWheelDrive: Drivetrain { let driven = "all wheels" }
// snippet.end

enum CarType: String, CaseIterable { case compact, sports, suv }

func spec(
    _ plan: any Floorplan, _ ride: any Suspension, _ drive: any Drivetrain
) -> String {
    "\(plan.seats) seats, \(plan.engine) engine, \(ride.kind) suspension, \(drive.driven)"
}

// snippet.showroom
/// The showroom builds a demonstration car of each type.
func showroomCar(_ type: CarType) -> String {
    let plan: any Floorplan = switch type {
    case .compact: StandardFloorplan()
    case .sports: ShortFloorplan()
    case .suv: LongFloorplan()
    }
    let ride: any Suspension = switch type {
    case .compact: RoadSuspension()
    case .sports: RaceSuspension()
    case .suv: OffRoadSuspension()
    }
    let drive: any Drivetrain = switch type {
    case .compact: FrontWheelDrive()
    case .sports: RearWheelDrive()
    case .suv: AllWheelDrive()
    }
    return spec(plan, ride, drive)
}
// snippet.end

// snippet.workshop
/// The workshop builds replacement cars, from rules copied a while ago.
func workshopCar(_ type: CarType) -> String {
    let plan: any Floorplan = switch type {
    case .compact: StandardFloorplan()
    case .sports: ShortFloorplan()
    case .suv: LongFloorplan()
    }
    let ride: any Suspension = switch type {
    case .compact: RoadSuspension()
    case .sports: RaceSuspension()
    case .suv: RoadSuspension()        // the SUV's soft suspension never made it here
    }
    let drive: any Drivetrain = switch type {
    case .compact: FrontWheelDrive()
    case .sports: FrontWheelDrive()    // nor did the sports car's move to rear drive
    case .suv: AllWheelDrive()
    }
    return spec(plan, ride, drive)
}
// snippet.end

// snippet.compare
for type in CarType.allCases {
    print("\(type.rawValue) from the showroom: \(showroomCar(type))")
    print("\(type.rawValue) from the workshop: \(workshopCar(type))")
}
// snippet.end
