// snippet.hide
import Foundation
// snippet.show
// snippet.jobs
/// Twelve test jobs arrive at once; each installs its build and keeps its device
/// for two milliseconds, long enough for the others to find the pool empty and wait.
func runTwelveJobs(on farm: Pool<TestDevice>) {
    let jobs = DispatchGroup()
    for job in 1...12 {
        DispatchQueue.global().async(group: jobs) {
            let device = farm.checkOut()
            device.install("build-\(job)")
            Thread.sleep(forTimeInterval: 0.002)
            farm.checkIn(device)
        }
    }
    jobs.wait()
}
// snippet.end

// snippet.run
let phones = ["phone-1", "phone-2", "phone-3"]
let farm = Pool(items: phones.map(TestDevice.init)) {
    $0.wipe()
}
runTwelveJobs(on: farm)
let figures = farm.figures
print("Jobs served: \(figures.checkouts) of 12")
print("Never more than three devices out at once: \(figures.mostOut <= 3)")
print("Devices back in the pool: \(figures.idle)")
// snippet.end
