import CPango
import CSDL2
import FolioCore

/// An editable text's displayed text laid out by one Pango layout, answering the editing model's
/// questions with Pango's own cursor functions: strong carets, hit testing to the nearest cluster
/// boundary, visual movement through mixed-direction text (FriBidi's order), selection rects
/// split where direction changes, lines and Unicode word boundaries (log attributes). Wrapped at
/// a width when given one, else one unwrapped line; the composition underlined. Offsets are UTF-8
/// bytes of `text`; points and rects logical pixels from the layout's top-left. Made by
/// `SDLTextMeasurer.editingLayout(of:attributes:composition:maxWidth:scale:)`. Only on the thread
/// that made it (Pango objects are not shared): the main thread, in a field.
public final class PangoEditingLayout: TextEditingLayout {
    /// The text laid out. On the layout's thread.
    public let text: String
    /// The laid-out text's logical size, logical pixels (one line high when empty). On the layout's thread.
    public let size: Size
    /// Physical pixels per logical pixel: Pango lays out at the physical size. On the layout's thread.
    public let scale: Double

    /// The Pango layout, made with the font context of the thread that made this.
    private let pango: OpaquePointer
    /// How many UTF-8 bytes `text` holds.
    private let byteCount: Int
    /// The UTF-8 offset of every character (code point) of `text`, and of its end: how Pango's
    /// log attributes, which count characters, meet byte offsets.
    private let characterOffsets: [Int]
    /// Pango's break attributes, one per character and one for the end.
    private let logAttributes: [PangoLogAttr]

    /// Pango units per logical pixel. On the layout's thread.
    private var unitsPerPixel: Double { Double(SHIM_PANGO_SCALE) * scale }

    /// Lays `text` out with `fontContext`'s fonts in `attributes` at `scale`, wrapped at
    /// `maxWidth` logical pixels (nil: one line), `composition` underlined. On the calling thread.
    init(text: String, attributes: TextAttributes, composition: Range<Int>?, maxWidth: Double?, scale: Double,
         fontContext: PangoFontContext) {
        let scale = scale.isFinite && scale > 0 ? min(scale, 16) : 1
        self.text = text
        self.scale = scale
        byteCount = text.utf8.count
        var offsets: [Int] = []
        offsets.reserveCapacity(byteCount + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        characterOffsets = offsets
        let font = attributes.font(scale: scale)
        let spacing = max(0, attributes.lineSpacing.isFinite ? min(attributes.lineSpacing, 10) : 0) * fontContext.lineHeight(font)
        let pango = pango_layout_new(fontContext.context)!
        let unit = Double(SHIM_PANGO_SCALE)
        var extents = PangoRectangle()
        var attributesOut: [PangoLogAttr] = []
        PangoFontContext.layoutLock.withLock {
            // Pango refuses text holding NUL (it is not valid UTF-8 to GLib): a space keeps every offset.
            let bytes = text.utf8.map { $0 == 0 ? 0x20 : CChar(bitPattern: $0) }
            bytes.withUnsafeBufferPointer { characters in
                pango_layout_set_text(pango, characters.baseAddress, Int32(clamping: characters.count))
            }
            let description = PangoFontDescription.make(font)
            pango_layout_set_font_description(pango, description)
            pango_font_description_free(description)
            let list = pango_attr_list_new()!
            if let composition, composition.lowerBound >= 0, composition.lowerBound < composition.upperBound,
               composition.upperBound <= text.utf8.count, let underline = pango_attr_underline_new(PANGO_UNDERLINE_SINGLE) {
                underline.pointee.start_index = UInt32(composition.lowerBound)
                underline.pointee.end_index = UInt32(composition.upperBound)
                pango_attr_list_insert(list, underline)
            }
            pango_layout_set_attributes(pango, list)
            pango_attr_list_unref(list)
            pango_layout_set_spacing(pango, Int32(min(spacing * unit, Double(Int32.max / 2))))
            pango_layout_set_alignment(pango, PANGO_ALIGN_LEFT)
            pango_layout_set_auto_dir(pango, 1)
            if let maxWidth, maxWidth.isFinite, maxWidth > 0 {
                pango_layout_set_width(pango, Int32(min(maxWidth * scale * unit, Double(Int32.max / 2))))
                pango_layout_set_wrap(pango, PANGO_WRAP_WORD_CHAR)
            }
            pango_layout_get_extents(pango, nil, &extents)
            var count: Int32 = 0
            if let attributes = pango_layout_get_log_attrs_readonly(pango, &count) {
                attributesOut = Array(UnsafeBufferPointer(start: attributes, count: Int(count)))
            }
        }
        self.pango = pango
        logAttributes = attributesOut
        size = Size(width: Double(max(0, extents.x) + max(0, extents.width)) / (unit * scale),
                    height: Double(max(0, extents.height)) / (unit * scale))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pango))
    }

    /// The strong caret before `offset`, width 0, as tall as its line. On the layout's thread.
    public func caretRect(at offset: Int) -> Rect {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(pango, Int32(valid(offset)), &strong, nil)
        return Rect(x: pixels(strong.x), y: pixels(strong.y), width: 0, height: pixels(strong.height))
    }

    /// The cluster boundary nearest `point`: a cluster's trailing half counts after it. On the layout's thread.
    public func offset(at point: Point) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(pango, units(point.x), units(point.y), &index, &trailing)
        return advanced(Int(index), characters: Int(trailing))
    }

    /// The rects covering `range`, one per stretch of one direction on each line it crosses. On the layout's thread.
    public func selectionRects(for range: Range<Int>) -> [Rect] {
        let lower = valid(range.lowerBound), upper = valid(range.upperBound)
        guard lower < upper, let iterator = pango_layout_get_iter(pango) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var rects: [Rect] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
            let from = max(lower, start), to = min(upper, end)
            guard from < to else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
            guard let ranges else { continue }
            defer { g_free(ranges) }
            for index in 0..<Int(count) where ranges[2 * index] < ranges[2 * index + 1] {
                rects.append(Rect(x: pixels(ranges[2 * index]), y: pixels(logical.y),
                                  width: pixels(ranges[2 * index + 1] - ranges[2 * index]), height: pixels(logical.height)))
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return rects
    }

    /// One cursor position left (-1) or right (+1) of `offset` on screen, through Pango's visual
    /// order; nil at the visual edge. On the layout's thread.
    public func offset(movingVisuallyFrom offset: Int, direction: Int) -> Int? {
        let start = valid(offset)
        var index = Int32(start), trailing: Int32 = 0
        // Pango may stay on one index while crossing a direction change or a line end: step again.
        for _ in 0..<4 {
            var newIndex: Int32 = 0, newTrailing: Int32 = 0
            pango_layout_move_cursor_visually(pango, 1, index, trailing, direction < 0 ? -1 : 1, &newIndex, &newTrailing)
            guard newIndex >= 0, newIndex != Int32.max else { return nil }
            let moved = advanced(Int(newIndex), characters: Int(newTrailing))
            if moved != start { return moved }
            index = newIndex
            trailing = newTrailing
        }
        return nil
    }

    /// The offset nearest `x` on the line `lines` away from `offset`'s; nil past the first or last line. On the layout's thread.
    public func offset(verticallyFrom offset: Int, lines: Int, x: Double) -> Int? {
        var line: Int32 = 0, position: Int32 = 0
        pango_layout_index_to_line_x(pango, Int32(valid(offset)), 0, &line, &position)
        let count = Int(pango_layout_get_line_count(pango))
        let (target, overflow) = Int(line).addingReportingOverflow(lines)
        guard !overflow, target >= 0, target < count, let extents = lineExtents(target),
              let targetLine = pango_layout_get_line_readonly(pango, Int32(target)) else { return nil }
        var index: Int32 = 0, trailing: Int32 = 0
        pango_layout_xy_to_index(pango, units(x), extents.y + extents.height / 2, &index, &trailing)
        let found = advanced(Int(index), characters: Int(trailing))
        return min(found, visibleEnd(of: targetLine, isLast: target == count - 1))
    }

    /// The visual line holding `offset`, without its line break or, for a wrapped line, the
    /// break after it. On the layout's thread.
    public func lineRange(containing offset: Int) -> Range<Int> {
        var line: Int32 = 0, position: Int32 = 0
        pango_layout_index_to_line_x(pango, Int32(valid(offset)), 0, &line, &position)
        let count = Int(pango_layout_get_line_count(pango))
        guard let pangoLine = pango_layout_get_line_readonly(pango, line) else { return 0..<byteCount }
        let start = min(Int(pangoLine.pointee.start_index), byteCount)
        return start..<max(start, visibleEnd(of: pangoLine, isLast: Int(line) == count - 1))
    }

    /// The word at `offset` (or the word just before it, at its end); else the run of other
    /// characters there. Pango's log attributes (Unicode word boundaries). On the layout's thread.
    public func wordRange(at offset: Int) -> Range<Int> {
        let count = characterOffsets.count - 1
        guard count > 0, logAttributes.count == count + 1 else { return valid(offset)..<valid(offset) }
        var index = min(characterIndex(of: valid(offset)), count)
        if !isInWord(index), index > 0, isInWord(index - 1) { index -= 1 }
        if index == count { index = count - 1 }
        var start = index, end = index + 1
        if isInWord(index) {
            while start > 0, logAttributes[start].is_word_start == 0 { start -= 1 }
            while end < count, logAttributes[end].is_word_end == 0 { end += 1 }
        } else {
            while start > 0, logAttributes[start].is_word_end == 0, !isInWord(start - 1) { start -= 1 }
            while end < count, logAttributes[end].is_word_start == 0 { end += 1 }
        }
        return snappedToCursor(characterOffsets[start], forward: false)..<snappedToCursor(characterOffsets[end], forward: true)
    }

    /// The next word end after `offset` (`forward`) or the previous word start before it. On the layout's thread.
    public func wordBoundary(from offset: Int, forward: Bool) -> Int {
        let count = characterOffsets.count - 1
        guard logAttributes.count == count + 1 else { return forward ? byteCount : 0 }
        let index = characterIndex(of: valid(offset))
        if forward {
            var next = index + 1
            while next < count, logAttributes[next].is_word_end == 0 { next += 1 }
            return characterOffsets[min(next, count)]
        }
        var previous = index - 1
        while previous > 0, logAttributes[previous].is_word_start == 0 { previous -= 1 }
        return characterOffsets[max(previous, 0)]
    }

    /// The layout drawn in `color` (a composition's underline too; colour emoji keep their own
    /// colours) into a new transparent ARGB8888 surface (straight alpha) of the layout's size at
    /// its physical scale: point (x, y) of the layout is pixel (x·scale, y·scale). The caller
    /// frees it with `SDL_FreeSurface`. Nil for text of no size, a surface too large for cairo
    /// (32767 pixels a side), or when memory is short. On the layout's thread.
    public func renderSurface(color: Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        guard width <= 32767, height <= 32767 else {
            FolioLogger.host.line(.warning, "cannot draw an editable text of \(width)×\(height) pixels: cairo draws at most 32767 a side")
            return nil
        }
        guard let surface = RasterSurface.make(width: width, height: height), let pixels = surface.pointee.pixels else { return nil }
        guard let target = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                               surface.pointee.w, surface.pointee.h, surface.pointee.pitch) else {
            SDL_FreeSurface(surface)
            return nil
        }
        if let cairo = cairo_create(target) {
            cairo_set_source_rgba(cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
                                  Double(color.alpha) / 255)
            cairo_move_to(cairo, 0, 0)
            pango_cairo_show_layout(cairo, pango)
            cairo_destroy(cairo)
        }
        cairo_surface_flush(target)
        cairo_surface_destroy(target)
        PangoTextPainter.straighten(surface, RasterPixelRect(x0: 0, y0: 0, x1: Int(surface.pointee.w), y1: Int(surface.pointee.h)))
        return surface
    }

    /// Whether character `index` belongs to a word: the last word boundary at or before it is a start. On the layout's thread.
    private func isInWord(_ index: Int) -> Bool {
        guard index >= 0, index < characterOffsets.count - 1 else { return false }
        var at = index
        while at >= 0 {
            if logAttributes[at].is_word_start != 0 { return true }
            if logAttributes[at].is_word_end != 0 { return false }
            at -= 1
        }
        return false
    }

    /// Where a line's content ends for a caret: before its line break, and before the space a
    /// line wrapped at a space ends with (a caret after it would be drawn on the next line). On the layout's thread.
    private func visibleEnd(of line: UnsafeMutablePointer<PangoLayoutLine>, isLast: Bool) -> Int {
        let start = Int(line.pointee.start_index), end = min(byteCount, start + Int(line.pointee.length))
        guard !isLast, end > start, end < byteCount else { return end }
        // A line that wraps at a space keeps the space at its end: the caret goes before it.
        let last = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: end - 1)]
        guard last == 0x20 || last == 0x09 else { return end }
        return snappedToCursor(end - 1, forward: false)
    }

    /// The extents of line `index`, Pango units in layout coordinates. On the layout's thread.
    private func lineExtents(_ index: Int) -> PangoRectangle? {
        guard let iterator = pango_layout_get_iter(pango) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<index {
            if pango_layout_iter_next_line(iterator) == 0 { return nil }
        }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return logical
    }

    /// `offset` clamped into the text and moved down to a character's first byte (Pango wants
    /// indices on characters). On the layout's thread.
    private func valid(_ offset: Int) -> Int {
        characterOffsets[characterIndex(of: offset)]
    }

    /// The index of the character starting at or before byte `offset` (the count at the end). On the layout's thread.
    private func characterIndex(of offset: Int) -> Int {
        let target = min(max(0, offset), byteCount)
        var low = 0, high = characterOffsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if characterOffsets[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The byte offset `characters` characters after byte `index` (Pango's "trailing" count). On the layout's thread.
    private func advanced(_ index: Int, characters: Int) -> Int {
        let start = characterIndex(of: index)
        return characterOffsets[min(characterOffsets.count - 1, start + max(0, characters))]
    }

    /// `offset` moved onto a cursor position (a grapheme boundary by Pango): back, or on when `forward`. On the layout's thread.
    private func snappedToCursor(_ offset: Int, forward: Bool) -> Int {
        guard logAttributes.count == characterOffsets.count else { return offset }
        var index = characterIndex(of: offset)
        while index > 0, index < characterOffsets.count - 1, logAttributes[index].is_cursor_position == 0 {
            index += forward ? 1 : -1
        }
        return characterOffsets[index]
    }

    /// Pango units as logical pixels. On the layout's thread.
    private func pixels(_ units: Int32) -> Double {
        Double(units) / unitsPerPixel
    }

    /// Logical pixels as Pango units, clamped well inside Pango's range (a point that is not a
    /// number counts as far off). On the layout's thread.
    private func units(_ pixels: Double) -> Int32 {
        guard pixels.isFinite else { return pixels > 0 ? Int32.max / 2 : Int32.min / 2 }
        return Int32(max(Double(Int32.min / 2), min(Double(Int32.max / 2), (pixels * unitsPerPixel).rounded())))
    }
}
