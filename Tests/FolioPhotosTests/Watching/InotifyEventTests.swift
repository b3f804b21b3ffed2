@testable import FolioPhotos
import Glibc
import Testing

@Suite struct InotifyEventTests {
    /// One event's bytes as the kernel lays them out: the header, then the name padded with
    /// NULs to `nameField` bytes (`claimedLength` overrides the length the header claims).
    private func eventBytes(descriptor: Int32, mask: Int32, cookie: UInt32 = 0, name: [UInt8],
                            nameField: Int, claimedLength: UInt32? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: descriptor.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(bitPattern: mask).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: cookie.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: (claimedLength ?? UInt32(nameField)).littleEndian) { bytes += $0 }
        return bytes + name + [UInt8](repeating: 0, count: nameField - name.count)
    }

    @Test("Events are read with their watch, mask, cookie and name, the name's NUL padding dropped")
    func wellFormed() {
        let bytes = eventBytes(descriptor: 3, mask: IN_MOVED_FROM, cookie: 77, name: Array("a.jpg".utf8), nameField: 16)
            + eventBytes(descriptor: 4, mask: IN_DELETE_SELF, name: [], nameField: 0)
        let events = bytes.withUnsafeBytes { InotifyEvent.events(in: $0) }
        #expect(events == [
            InotifyEvent(watchDescriptor: 3, mask: UInt32(IN_MOVED_FROM), cookie: 77, name: "a.jpg"),
            InotifyEvent(watchDescriptor: 4, mask: UInt32(IN_DELETE_SELF), cookie: 0, name: nil),
        ])
        #expect(events[0].has(IN_MOVED_FROM | IN_MOVED_TO))
        #expect(!events[0].has(IN_MOVED_TO))
    }

    @Test("A name longer than the bytes left ends the parse; a torn header is ignored")
    func lengthsAreClaims() {
        let whole = eventBytes(descriptor: 1, mask: IN_CREATE, name: Array("x".utf8), nameField: 16)
        let lying = eventBytes(descriptor: 2, mask: IN_CREATE, name: Array("y".utf8), nameField: 16, claimedLength: 4_000_000_000)
        let torn = Array(whole.prefix(10))
        let events = (whole + lying + torn).withUnsafeBytes { InotifyEvent.events(in: $0) }
        #expect(events.map(\.name) == ["x"])
        #expect((whole + torn).withUnsafeBytes { InotifyEvent.events(in: $0) }.count == 1)
    }

    @Test("An event whose name is not UTF-8 is left out, and the events after it are read")
    func notUTF8() {
        let bytes = eventBytes(descriptor: 1, mask: IN_CLOSE_WRITE, name: [0x66, 0xFF, 0xFE], nameField: 16)
            + eventBytes(descriptor: 1, mask: IN_CLOSE_WRITE, name: Array("b.png".utf8), nameField: 16)
        let events = bytes.withUnsafeBytes { InotifyEvent.events(in: $0) }
        #expect(events.map(\.name) == ["b.png"])
    }
}
