import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import CoreServices
    import Darwin
#endif

/// The paths that change under some folders, and every folder below them, as they change:
/// inotify on Linux, FSEvents on macOS. Only the path is reported; the build that follows finds
/// out for itself what changed, through the cache.
final class FileEvents: Sendable {
    /// Each path created, written, renamed or deleted under the watched folders.
    let paths: AsyncStream<String>
    private let watcher: Watcher

    /// Starts watching `folders` (those that exist) and everything below them.
    init(watching folders: [URL]) throws {
        let (paths, continuation) = AsyncStream.makeStream(of: String.self)
        self.paths = paths
        self.watcher = try Watcher(folders: folders.map(\.path), continuation: continuation)
    }

    /// Stops watching and ends `paths`.
    func stop() { watcher.stop() }

    deinit { watcher.stop() }
}

#if canImport(Glibc)
    /// inotify watches one folder at a time, so every folder below the watched ones gets its own
    /// watch, and a folder created later gets one when its creation is reported.
    private final class Watcher: Sendable {
        private let descriptor: Int32
        private let folders = Mutex<[Int32: String]>([:])
        /// Each watched root and the inode it had when watched: a root replaced by a new folder
        /// (`Examples/` moved away and made again) is a new inode, which no watch covers.
        private let roots = Mutex<[String: UInt64]>([:])
        private let stopped = Atomic<Bool>(false)
        private let mask = UInt32(
            IN_CREATE | IN_CLOSE_WRITE | IN_MODIFY | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)

        init(folders roots: [String], continuation: AsyncStream<String>.Continuation) throws {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else {
                throw FileEventsError(reason: "inotify_init1 failed: \(String(cString: strerror(errno)))")
            }
            for root in roots {
                watchTree(root)
                self.roots.withLock { $0[root] = Self.inode(root) }
            }
            let thread = Thread { [self] in readEvents(into: continuation) }
            thread.name = "site file events"
            thread.start()
        }

        func stop() {
            stopped.store(true, ordering: .sequentiallyConsistent)
        }

        private func watchTree(_ root: String) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                return
            }
            add(root)
            let below = FileManager.default.enumerator(atPath: root)
            while let relative = below?.nextObject() as? String {
                let path = root + "/" + relative
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                // Hidden folders hold tools' state, such as SwiftPM's `Examples/.build`: thousands
                // of folders that change on every build and never change the site.
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    below?.skipDescendants()
                    continue
                }
                add(path)
            }
        }

        private static func inode(_ path: String) -> UInt64 {
            var info = stat()
            return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
        }

        /// Watches again each root that is now another folder than the one watched, and reports it.
        private func rewatchReplacedRoots(into continuation: AsyncStream<String>.Continuation) {
            let replaced = roots.withLock { roots in
                roots.compactMap { root, inode -> String? in
                    let now = Self.inode(root)
                    guard now != inode, now != 0 else { return nil }
                    roots[root] = now
                    return root
                }
            }
            for root in replaced.sorted() {
                watchTree(root)
                continuation.yield(root)
            }
        }

        private func add(_ folder: String) {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { folders.withLock { $0[watch] = folder } }
        }

        /// Polls rather than blocking in `read`, so that `stop()` ends the thread within 200 ms.
        private func readEvents(into continuation: AsyncStream<String>.Continuation) {
            defer {
                close(descriptor)
                continuation.finish()
            }
            let headerSize = MemoryLayout<inotify_event>.size
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while !stopped.load(ordering: .sequentiallyConsistent) {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 200) > 0 else {
                    rewatchReplacedRoots(into: continuation)
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                var offset = 0
                while offset + headerSize <= count {
                    let (watch, eventMask, nameLength) = buffer.withUnsafeBytes { bytes in
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, event.mask, Int(event.len))
                    }
                    let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + nameLength)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += headerSize + nameLength
                    guard let folder = folders.withLock({ $0[watch] }) else { continue }
                    let path = name.isEmpty ? folder : folder + "/" + name
                    if eventMask & UInt32(IN_ISDIR) != 0, eventMask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                        !name.hasPrefix(".")
                    {
                        watchTree(path)
                    }
                    continuation.yield(path)
                }
            }
        }
    }
#elseif canImport(Darwin)
    /// One FSEvents stream over every folder; FSEvents reports changes below a folder by itself.
    private final class Watcher: @unchecked Sendable {
        /// Created once, then only stopped, under `lock`.
        private var stream: FSEventStreamRef?
        private let lock = NSLock()
        private let sink: Sink

        /// What the C callback reaches through the stream's context.
        private final class Sink {
            let continuation: AsyncStream<String>.Continuation
            init(_ continuation: AsyncStream<String>.Continuation) { self.continuation = continuation }
        }

        init(folders: [String], continuation: AsyncStream<String>.Continuation) throws {
            sink = Sink(continuation)
            var context = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(sink).toOpaque(), retain: nil, release: nil,
                copyDescription: nil)
            let callback: FSEventStreamCallback = { _, info, _, paths, _, _ in
                guard let info else { return }
                let sink = Unmanaged<Sink>.fromOpaque(info).takeUnretainedValue()
                // With kFSEventStreamCreateFlagUseCFTypes, `paths` is a CFArray of CFString.
                let list = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as NSArray
                for case let path as String in list { sink.continuation.yield(path) }
            }
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents
                    | kFSEventStreamCreateFlagNoDefer)
            guard
                let stream = FSEventStreamCreate(
                    kCFAllocatorDefault, callback, &context, folders as CFArray,
                    FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.01, flags)
            else { throw FileEventsError(reason: "FSEventStreamCreate failed") }
            FSEventStreamSetDispatchQueue(stream, DispatchQueue(label: "site file events"))
            FSEventStreamStart(stream)
            self.stream = stream
        }

        func stop() {
            lock.lock()
            defer { lock.unlock() }
            guard let stream else { return }
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            self.stream = nil
            sink.continuation.finish()
        }
    }
#endif

/// The system would not watch the folders.
struct FileEventsError: Error, CustomStringConvertible {
    var reason: String
    var description: String { "cannot watch for changes: \(reason)" }
}
