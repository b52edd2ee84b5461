// The part protocols and their concrete parts: three families that must not mix.

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
