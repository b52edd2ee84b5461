// snippet.rack
/// A naive pool: asking "is a device free?" and taking one are separate steps.
final class DeviceRack {
    private var free: [String]

    init(free: [String]) { self.free = free }

    var hasFreeDevice: Bool { !free.isEmpty }

    func take() -> String? {
        free.isEmpty ? nil : free.removeFirst()
    }
}
// snippet.end

// snippet.script
// One device is free. Two test jobs interleave the way two threads can:
// both check, then both act. The steps are scripted so this happens every run.
let rack = DeviceRack(free: ["phone-2"])

let loginSeesOne = rack.hasFreeDevice
print("Job login-tests checks the rack: device free = \(loginSeesOne)")
let searchSeesOne = rack.hasFreeDevice
print("Job search-tests checks the rack: device free = \(searchSeesOne)")

if loginSeesOne {
    print("Job login-tests takes: \(rack.take() ?? "nothing")")
}
if searchSeesOne {
    print("Job search-tests takes: \(rack.take() ?? "nothing, although the check said yes")")
}
// snippet.end
