import Foundation
import Testing
@testable import FolioSDL

/// A PNG's text chunks read up to its pixels, and nothing a hostile file says makes the reader
/// crash, block or read without bound.
@Suite("PNG text reader")
struct PNGTextReaderTests {
    typealias Files = HostileImageFiles

    private let folder: RasterScratchFolder

    init() throws {
        folder = try RasterScratchFolder()
    }

    /// A tEXt chunk's data.
    static func tEXt(_ keyword: String, _ text: [UInt8]) -> [UInt8] {
        Array(keyword.utf8) + [0] + text
    }

    /// A 2×2 PNG with `before` between IHDR and IDAT and `after` between IDAT and IEND.
    static func png(before: [UInt8], after: [UInt8] = []) -> [UInt8] {
        let pixels = Files.png(width: 2, height: 2) { _, _ in .black }
        let signatureAndHeader = Array(pixels.prefix(8 + 25))
        let rest = Array(pixels.dropFirst(8 + 25))
        let iend = Files.chunk("IEND", [])
        return signatureAndHeader + before + Array(rest.dropLast(iend.count)) + after + iend
    }

    private func read(_ bytes: [UInt8], maxByteCount: Int = PNGTextReader.standardMaxByteCount) throws -> Result<[String: String], PNGFileError> {
        PNGTextReader.text(ofPNGAtPath: try folder.write(bytes, as: "file.png"), maxByteCount: maxByteCount)
    }

    @Test("tEXt is read as Latin-1, zTXt inflated, iTXt as UTF-8; the first of two chunks of one keyword wins")
    func kinds() throws {
        let zTXt = Array("Comment".utf8) + [0, 0] + Files.zlibStored(Array("packed text".utf8))
        let iTXt = Array("Title".utf8) + [0, 0, 0] + Array("de".utf8) + [0] + Array("Titel".utf8) + [0] + Array("Grüße".utf8)
        let bytes = Self.png(before: Files.chunk("tEXt", Self.tEXt("Thumb::URI", Array("file:///a%20b.jpg".utf8)))
            + Files.chunk("tEXt", Self.tEXt("Author", [0x4A, 0xF6, 0x72, 0x67]))
            + Files.chunk("zTXt", zTXt) + Files.chunk("iTXt", iTXt)
            + Files.chunk("tEXt", Self.tEXt("Thumb::URI", Array("file:///forged".utf8))))
        let text = try read(bytes).get()
        #expect(text == ["Thumb::URI": "file:///a%20b.jpg", "Author": "Jörg", "Comment": "packed text", "Title": "Grüße"])
    }

    @Test("Chunks after the first IDAT are not read")
    func stopsAtPixels() throws {
        let bytes = Self.png(before: Files.chunk("tEXt", Self.tEXt("Before", Array("1".utf8))),
                             after: Files.chunk("tEXt", Self.tEXt("After", Array("2".utf8))))
        #expect(try read(bytes).get() == ["Before": "1"])
    }

    @Test("A text chunk failing its CRC is dropped, not believed")
    func badCRC() throws {
        var chunk = Files.chunk("tEXt", Self.tEXt("Thumb::MTime", Array("12345".utf8)))
        chunk[chunk.count - 1] ^= 0xFF
        let bytes = Self.png(before: chunk + Files.chunk("tEXt", Self.tEXt("Software", Array("x".utf8))))
        #expect(try read(bytes).get() == ["Software": "x"])
    }

    @Test("A PNG without text gives none")
    func noText() throws {
        #expect(try read(Self.png(before: [])).get().isEmpty)
    }

    /// `bytes` damaged the way `name` says.
    static func damaged(_ bytes: [UInt8], _ name: String) -> [UInt8] {
        switch name {
        case "cut before the pixels": Array(bytes.prefix(40))
        case "not a PNG": Array("GIF89a, honestly".utf8)
        case "empty": []
        // After the signature and IHDR: a tEXt chunk claiming nearly 2 GiB, holding 3 bytes.
        case "a chunk claiming 2 GiB": Array(bytes.prefix(33)) + [0x7F, 0xFF, 0xFF, 0xF0] + Array("tEXt".utf8) + [0x41, 0, 0x42]
        case "a damaged header": bytes.enumerated().map { $0.offset == 20 ? $0.element ^ 0x55 : $0.element }
        default: bytes
        }
    }

    @Test("Hostile and broken files are refused with a reason", arguments: [
        "cut before the pixels", "not a PNG", "empty", "a chunk claiming 2 GiB", "a damaged header",
    ])
    func refused(name: String) throws {
        let bytes = Self.damaged(Self.png(before: Files.chunk("tEXt", Self.tEXt("Thumb::URI", Array("file:///a".utf8)))), name)
        guard case .failure(let error) = try read(bytes) else {
            Issue.record("\(name) was read")
            return
        }
        #expect(error.path.hasSuffix("/file.png") && !error.reason.isEmpty, "\(name): \(error)")
        #expect(!error.isCancellation)
        // What a chunk claims is never allocated: libpng would have taken 2 GiB for 3 bytes.
        let peak = try #require(ProcessMemory.peakResidentKiB)
        #expect(peak < 1 << 20, "peak RSS \(peak) KiB")
    }

    @Test("Text before the pixels past the bound is refused as too large, not read")
    func bounded() throws {
        let big = Self.png(before: Files.chunk("tEXt", Self.tEXt("Comment", [UInt8](repeating: 0x41, count: 200_000))))
        guard case .failure(let error) = try read(big, maxByteCount: 64 << 10) else {
            Issue.record("200 kB of text were read within 64 KiB")
            return
        }
        #expect(error.reason.contains("too large"), "\(error)")
        #expect(try read(big, maxByteCount: 1 << 20).get()["Comment"]?.count == 200_000)
    }

    @Test("A FIFO, a folder and a missing file are refused without blocking")
    func notRegular() throws {
        let fifo = folder.path + "/fifo.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(PNGTextReader.text(ofPNGAtPath: fifo).failureReason == "not a regular file")
        #expect(PNGTextReader.text(ofPNGAtPath: folder.path).failureReason == "not a file")
        #expect(PNGTextReader.text(ofPNGAtPath: folder.path + "/none.png").failureReason == "file not found")
    }
}

extension Result where Failure == PNGFileError {
    /// The failure's reason, or nil on success.
    var failureReason: String? {
        if case .failure(let error) = self { error.reason } else { nil }
    }
}
