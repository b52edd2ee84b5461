// The subsystem: internal, so visible in this module only.

struct AudioEncoder {
    func encode(_ title: String) -> String {
        let file = title.lowercased().replacing(" ", with: "-") + ".m4a"
        print("  encoder: \(file)")
        return file
    }
}

final class MediaHost {
    func upload(_ file: String) -> String {
        print("  host:    uploaded \(file)")
        return "https://media.example/\(file)"
    }
}
