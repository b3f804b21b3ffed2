import CSDL2
import FolioCore
import Foundation
import Synchronization
import Testing
@testable import FolioSDL

/// Several worker threads rasterising text and images at once, each with its own fonts, must
/// produce exactly what one thread does.
@Suite("Raster thread safety", .serialized)
struct RasterThreadSafetyTests {
    static let threadCount = 4
    static let rendersPerThread = 200
    static let variants = 6

    /// What one render needs; all of it is shared between the threads.
    struct Scene: Sendable {
        let rasterizer: SDLRasterizer
        let decoder: SDLImageDecoder
        let image: SDLSurfaceBitmap
        let translucent: SDLSurfaceBitmap
        let imagePath: String

        /// Rasterises variant `n`: a card with a decoded photo and a paragraph, and returns its hash.
        func render(_ n: Int) -> UInt64? {
            let scale = n % 2 == 0 ? 1.0 : 1.5
            let size = Size(width: 160, height: 120)
            guard let context = rasterizer.makeContext(size: size, scale: scale) else { return nil }
            context.fill(Rect(origin: .zero, size: size), color: Color(hue: Double(n) * 50, saturation: 0.5, lightness: 0.8))
            context.fillRoundedRect(Rect(x: 4, y: 4, width: 152, height: 112), radius: 12, color: Color.white.withAlpha(200))
            // A fresh decode on this thread as well as the shared image.
            guard let decoded = try? decoder.decode(atPath: imagePath, maxPixelSize: Size(width: 30 + Double(n), height: 30)) else { return nil }
            context.drawImage(image, in: Rect(x: 8, y: 8, width: 70, height: 50), contentMode: .scaleAspectFill, cornerRadius: 8)
            context.drawImage(decoded, in: Rect(x: 82, y: 8, width: 70, height: 50), contentMode: .scaleAspectFit, cornerRadius: 0)
            context.drawImage(translucent, in: Rect(x: 60, y: 30, width: 40, height: 30), contentMode: .scaleAspectFill, cornerRadius: 6)
            let attributes = TextAttributes(
                size: 11 + Double(n), weight: n % 3 == 0 ? .bold : .regular, color: Color(red: 20, green: 20, blue: 60),
                alignment: [.leading, .center, .trailing][n % 3], maxLines: 3)
            // Every scene mixes scripts, so that the threads' font maps load fallback faces and
            // colour emoji at once.
            let worlds = ["中文换行", "مرحبا 2026", "हिन्दी", "ภาษาไทย", "👩‍👩‍👧 🇯🇵"]
            let text = "Page \(n): the quick brown fox \(worlds[n % worlds.count]) jumps over the lazy dog, again and again."
            let layout = TextLayout(text: text, attributes: attributes, maxWidth: 144, scale: scale, measurer: rasterizer.textMeasurer)
            context.drawText(layout, attributes: attributes, in: Rect(x: 8, y: 62, width: 144, height: layout.size.height))
            return RasterTestSupport.hash(rasterizer.finishBitmap(context))
        }
    }

    /// Runs `body` on a new thread and waits for it (a fresh thread has no fonts open yet).
    static func onNewThread<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
        let box = Mutex<R?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = body()
            box.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = 4 << 20
        thread.start()
        done.wait()
        return box.withLock { $0 }!
    }

    @Test func fourThreadsMatchTheSingleThreadReference() throws {
        let directory = try RasterTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let imagePath = try RasterTestSupport.writeQuadrantImage(in: directory, jpeg: true)
        let decoder = SDLImageDecoder()
        let scene = Scene(
            rasterizer: SDLRasterizer(textMeasurer: try RasterTestSupport.measurer()),
            decoder: decoder,
            image: try decoder.decode(atPath: imagePath, maxPixelSize: nil),
            translucent: try decoder.decode(atPath: try RasterTestSupport.writeTranslucentImage(in: directory), maxPixelSize: nil),
            imagePath: imagePath)

        let reference: [UInt64?] = Self.onNewThread { (0..<Self.variants).map { scene.render($0) } }
        #expect(reference.allSatisfy { $0 != nil })
        #expect(Set(reference.compactMap { $0 }).count == Self.variants, "variants should differ")

        let mismatches = Mutex<[String]>([])
        let finished = DispatchGroup()
        for thread in 0..<Self.threadCount {
            finished.enter()
            let worker = Thread {
                for i in 0..<Self.rendersPerThread {
                    let n = (i + thread) % Self.variants
                    let hash = scene.render(n)
                    if hash != reference[n] {
                        mismatches.withLock { $0.append("thread \(thread) render \(i) variant \(n)") }
                    }
                }
                finished.leave()
            }
            worker.stackSize = 4 << 20
            worker.start()
        }
        finished.wait()
        let found = mismatches.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) renders differ, first: \(found.prefix(3))")
    }

    @Test func measuringFromManyThreadsAgrees() {
        let measurer: SDLTextMeasurer
        do { measurer = try RasterTestSupport.measurer() } catch {
            Issue.record("\(error)")
            return
        }
        // Latin, CJK, Arabic mixed with Latin, Devanagari and emoji: every thread has its own
        // Pango font map, and all must agree on every line.
        let texts = ["Folio pager on threads", "多线程排版的段落，中文换行在字与字之间。", "مرحبا Folio 2026 بالعربية",
                     "हिन्दी में एक वाक्य", "Emoji 👩‍👩‍👧 🇯🇵 👍🏽",
                     // Laid out on two threads at once, Pango broke this inside a conjunct on
                     // one thread in eight, until layouts took turns.
                     String(repeating: "क्षि", count: 60)]
        let attributes = (10..<16).map { TextAttributes(size: Double($0), weight: $0 % 2 == 0 ? .regular : .bold) }
        @Sendable func layouts() -> [[TextLayout]] {
            attributes.map { style in
                texts.map { TextLayout(text: $0, attributes: style, maxWidth: 90, scale: 1, measurer: measurer) }
            }
        }
        let expected = Self.onNewThread { layouts() }
        let wrong = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5 where layouts() != expected {
                wrong.add(1, ordering: .relaxed)
            }
            SDLTextMeasurer.closeThreadFonts()
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}
