// Another file: private means private to Vessel.swift.
extension Vessel {
    func recordService() { engineHours = 0 }
}
