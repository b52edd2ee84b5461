import Foundation

/// A file mapped into memory, whose pieces are handed out as `Data` without a copy.
///
/// A one-chapter edit of a large book reads thousands of cached pages; copying each into
/// memory of its own made the process touch, and the kernel zero, as many fresh pages as the
/// entries' bytes. The mapping stays until the last piece handed out is gone. Only a file
/// that is appended to, or replaced by renaming another over it, may be mapped (a `CachePack`):
/// bytes mapped must never be cut off the file.
///
/// The mapping is private and writable: `Data` may write into bytes it believes its own, and
/// such a write lands on a copy of that page, never in the file.
final class FileMapping: @unchecked Sendable {
    // Unchecked: the file's mapped bytes never change, and a write makes a private page copy.
    private let base: UnsafeMutableRawPointer
    let length: Int

    /// Maps the first `length` bytes of the open file `descriptor`; `nil` when it cannot.
    init?(_ descriptor: Int32, length: Int) {
        guard descriptor >= 0, length > 0,
            let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED
        else { return nil }
        self.base = base
        self.length = length
    }

    deinit { munmap(base, length) }

    /// `count` bytes from `offset`, or `nil` when they are not all mapped.
    func bytes(at offset: Int, count: Int) -> Data? {
        guard offset >= 0, count >= 0, offset + count <= length else { return nil }
        // The deallocator holds the mapping: it outlives every piece of it.
        return Data(bytesNoCopy: base + offset, count: count, deallocator: .custom { _, _ in _ = self })
    }
}
