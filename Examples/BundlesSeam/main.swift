// snippet.hide
import Foundation

// snippet.show
// snippet.timetable
/// Knows what a timetable file means; has no idea where files live.
struct Timetable {
    let resources: any ResourceSource

    func sailings() throws -> [Sailing] {
        let data = try resources.data(named: "sailings", extension: "json")
        return try JSONDecoder().decode([Sailing].self, from: data)
    }
}

func show(_ timetable: Timetable) {
    do {
        for sailing in try timetable.sailings() {
            print("  \(sailing.time)  \(sailing.ferry) to \(sailing.to)")
        }
    } catch ResourceError.missing(let name) {
        print("  no timetable: \(name) is missing")
    } catch {
        print("  unreadable timetable: \(error)")
    }
}
// snippet.end

// snippet.main
_ = try withScratchFolder { folder in
    let bundle = Bundle(path: try makeTimetableBundle(in: folder).path)!
    print("The app, reading its bundle:")
    show(Timetable(resources: BundleResources(bundle: bundle)))
}

print("A test, with one sailing in memory:")
let oneSailing = #"[{"time": "06:05", "ferry": "Tern", "to": "Gannet Isle"}]"#
show(Timetable(resources: InMemoryResources(files: ["sailings.json": oneSailing])))

print("A test, with nothing at all:")
show(Timetable(resources: InMemoryResources(files: [:])))
// snippet.end
