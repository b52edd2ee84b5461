// The part protocols and their concrete parts: three families that must not mix.

protocol Backdrop { var colour: String { get } }
protocol Ink { var colour: String { get } }
protocol IconSet { var style: String { get } }

struct LightBackdrop: Backdrop { let colour = "white" }
struct DarkBackdrop: Backdrop { let colour = "charcoal" }
struct ContrastBackdrop: Backdrop { let colour = "black" }

struct LightInk: Ink { let colour = "near-black" }
struct DarkInk: Ink { let colour = "off-white" }
struct ContrastInk: Ink { let colour = "yellow" }

struct LightIcons: IconSet { let style = "outlined grey" }
struct DarkIcons: IconSet { let style = "outlined silver" }
struct ContrastIcons: IconSet { let style = "filled yellow" }
