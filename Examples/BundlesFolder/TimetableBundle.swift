// snippet.hide
import Foundation

// snippet.show
struct Sailing: Decodable {
    let time: String
    let ferry: String
    let to: String
}

/// Lays out a bundle by hand: a folder with an Info.plist and one resource file.
func makeTimetableBundle(in folder: URL) throws -> URL {
    let bundleURL = folder.appendingPathComponent("Timetable.bundle")
    try FileManager.default.createDirectory(at: bundleURL, withIntermediateDirectories: true)

    let info = [
        "CFBundleIdentifier": "org.example.harbour.timetable",
        "CFBundleShortVersionString": "3.1",
        "HarbourName": "Kettle Point",
    ]
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    try encoder.encode(info).write(to: bundleURL.appendingPathComponent("Info.plist"))

    let sailings = """
        [{"time": "07:40", "ferry": "Puffin", "to": "Gannet Isle"},
         {"time": "09:15", "ferry": "Razorbill", "to": "Skerry Sound"}]
        """
    try Data(sailings.utf8).write(to: bundleURL.appendingPathComponent("sailings.json"))
    return bundleURL
}
