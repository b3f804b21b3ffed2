import Foundation

/// Where the feeds demo puts a post's like button, and the clicks and screenshots the like tests
/// take. A post's author line has a fixed height (its 40 px avatar, below 14 px of inset), and
/// the button sits at its right end, 16 px in from the feed's right edge, centred on the avatar:
/// so a post's top on screen (the feed's header, 48 px, above post 0 at offset 0; a
/// `feed-settled` event's `top` for post `first`) says where its button is.
extension FeedsSession {
    /// The feed's header above post 0, logical pixels.
    static let headerHeight = 48
    /// From a post's top to its author line's middle: the inset and half the avatar.
    static let bylineMiddle = 14 + 20
    /// Where a click lands on a like button: far enough in from its right end (16 px from the
    /// feed's edge) to be on the narrowest button, "♡ 0".
    static let likeX = width - 16 - 20
    /// The box the like button is compared in: the author line's right end, wider than the
    /// widest button ("♥ 9,999") and taller than the 30 px pill.
    static let likeBox = (left: contentWidth - 140, width: 140 - 6, height: 36)

    /// The middle of the author line of the post whose top is `top` on screen (logical pixels
    /// from the feed's top).
    static func likeY(postTop top: Double) -> Int {
        Int(top.rounded()) + bylineMiddle
    }

    /// A click (press and release at one place) at (`x`, `y`) of the window.
    func click(x: Int, y: Int) {
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)", "click", "1"])
    }

    /// Presses the left button at (`x`, `y`) and holds it.
    func press(x: Int, y: Int) {
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)", "mousedown", "1"])
    }

    /// Releases the left button where the pointer is.
    func release() {
        XDoTool.run(["mouseup", "1"])
    }

    /// The next `liked` event after the first `index`.
    func nextLike(after index: Int, timeout: Double = 4) -> GridEvent? {
        waitForEvent(after: index, timeout: timeout) { $0.name == "liked" }
    }

    // MARK: - Screenshots

    /// The fingerprint of the like button whose author line's middle is at `y` on screen, once
    /// it is drawn: nil while the post's placeholder shows a flat pill there (two colours, where
    /// a drawn button's heart and count bring dozens).
    func likeButton(y: Int) -> String? {
        let box = Self.likeBox
        guard let shot = crop(x: box.left, y: y - box.height / 2, width: box.width, height: box.height),
              shot.colors > 20 else { return nil }
        return shot.signature
    }

    /// The like button's fingerprint once two screenshots in a row agree, waiting up to
    /// `timeout` seconds.
    func stillLikeButton(y: Int, timeout: Double = 4) -> String? {
        still(timeout: timeout) { self.likeButton(y: y) }
    }

    /// Whether the like button at `y` shows exactly what `signature` fingerprints, waiting up to
    /// `timeout` seconds for it.
    func likeButton(y: Int, shows signature: String, timeout: Double = 3) -> Bool {
        poll(timeout: timeout) { self.likeButton(y: y) == signature }
    }

    /// Whether the like button at `y` shows something other than `signature` (and other than
    /// nothing), waiting up to `timeout` seconds for it.
    func likeButton(y: Int, differsFrom signature: String, timeout: Double = 3) -> Bool {
        poll(timeout: timeout) { self.likeButton(y: y).map { $0 != signature } == true }
    }

    /// The fingerprint of the window's content left of the scroll indicator, with the like
    /// button at `y` painted over: what must not change when only that button does.
    func screen(outsideLikeButtonAt y: Int) -> String? {
        let box = Self.likeBox
        let top = y - box.height / 2
        return measure(["-crop", "\(Self.contentWidth)x\(Self.height)+0+0", "+repage", "-fill", "black", "-draw",
                        "rectangle \(box.left),\(top) \(box.left + box.width - 1),\(top + box.height - 1)"], format: "%#")
    }

    /// The fingerprint and the number of colours of a `width`×`height` box of the window now,
    /// at (`x`, `y`).
    func crop(x: Int, y: Int, width: Int, height: Int) -> (signature: String, colors: Int)? {
        let fields = measure(["-crop", "\(width)x\(height)+\(x)+\(y)", "+repage"], format: "%# %k")?.split(separator: " ")
        guard let fields, fields.count == 2, let colors = Int(fields[1]) else { return nil }
        return (String(fields[0]), colors)
    }

    private func poll(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }

    /// ImageMagick's `format` of a screenshot of the window after `operations`.
    private func measure(_ operations: [String], format: String) -> String? {
        guard let shot = Screenshot(window: window.window) else { return nil }
        defer { shot.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [shot.path] + operations + ["-format", format, "info:"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && !text.isEmpty ? text : nil
    }
}
