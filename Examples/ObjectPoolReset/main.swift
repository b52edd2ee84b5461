// snippet.hide
import Foundation
import Synchronization
// snippet.show
// snippet.jobs
/// Twelve test jobs arrive at once; each keeps its device for two milliseconds.
/// Returns how many jobs found another job's app still installed.
func runTwelveJobs(on farm: Pool<TestDevice>) -> Int {
    let dirtyStarts = Atomic<Int>(0)
    let jobs = DispatchGroup()
    for job in 1...12 {
        DispatchQueue.global().async(group: jobs) {
            let device = farm.checkOut()
            if !device.installedApps.isEmpty {
                dirtyStarts.add(1, ordering: .relaxed)
            }
            device.install("build-\(job)")
            Thread.sleep(forTimeInterval: 0.002)
            farm.checkIn(device)
        }
    }
    jobs.wait()
    return dirtyStarts.load(ordering: .relaxed)
}
// snippet.end

// snippet.run
let phones = ["phone-1", "phone-2", "phone-3"]
let farm = Pool(items: phones.map(TestDevice.init)) {
    $0.wipe()
}
print("With the wipe, jobs that started on a used device: \(runTwelveJobs(on: farm))")

let careless = Pool(items: phones.map(TestDevice.init)) { _ in }
print("Without it, jobs that started on a used device: \(runTwelveJobs(on: careless))")
// snippet.end
