import Foundation

/// A record a check by stamp keeps between builds under a fixed name, in
/// `.build/site-cache/stamps/`: what the last build saw (the stamps of the chapter files, the
/// last `swift build`, the site written), not a value of the memo, whose keys are digests of
/// inputs. Each record is declared beside the step that checks it (`LastBuild.record`); a memo
/// with no layers reads none and writes none.
struct StampRecord<Value: Codable>: Sendable {
    let name: String
    /// Whether a long-running preview, which keeps the same knowledge in memory (`LoadMemo`,
    /// the memo's entries), neither reads nor writes the record.
    let notInPreview: Bool

    init(_ name: String, notInPreview: Bool = false) {
        (self.name, self.notInPreview) = (name, notInPreview)
    }
}

extension SiteCache {
    /// What the last build recorded in `record`, or `nil` when there is none that checks out.
    func read<Value>(_ record: StampRecord<Value>) -> Value? {
        readWithAttachments(record)?.value
    }

    /// The same, with the raw attachments stored beside it.
    func readWithAttachments<Value>(_ record: StampRecord<Value>) -> (value: Value, attachments: [Data])? {
        guard keeps(record) else { return nil }
        return store?.readWithAttachments(Value.self, kind: "stamps", key: record.name)
    }

    /// Whether this memo reads and stores `record`; asked before an encoding that costs time.
    func keeps<Value>(_ record: StampRecord<Value>) -> Bool {
        store != nil && !(record.notInPreview && memory != nil)
    }

    /// Replaces `record`; a record that cannot be written is only a slower next build.
    func write<Value>(_ value: Value, attachments: [Data] = [], to record: StampRecord<Value>) {
        guard keeps(record) else { return }
        try? store?.write(value, attachments: attachments, kind: "stamps", key: record.name)
    }
}
