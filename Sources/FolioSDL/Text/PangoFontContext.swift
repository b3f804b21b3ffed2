import CPango
import Foundation
import FolioCore

/// One thread's Pango font map and context over a font configuration, and the text blocks it laid
/// out recently: Pango's font maps must not be shared between threads, so every thread that lays
/// out or draws text has its own (`PangoThreadContext`). Only ever used by its own thread; it may
/// be freed on another once its thread has let go of it (`PangoThreadContext.releaseEveryThread()`).
final class PangoFontContext {
    /// The most blocks kept: a worker lays a cell's text out and then draws it, usually in the
    /// same job, and the main thread draws a few labels again and again.
    static let blockCapacity = 48

    /// Held while Pango lays text out, on any thread. Pango 1.50 is meant to be safe with a
    /// font map per thread, but laying out on two threads at once broke lines differently: a
    /// Devanagari line broke inside a conjunct on one thread in eight (measured; never with
    /// one thread at a time). Layout is a small part of a cell's cost, and drawing, the larger,
    /// is not held by it.
    static let layoutLock = NSLock()

    let configuration: FontConfiguration
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var blocks: [TextLayoutRequest: (block: PangoTextBlock, lastUse: UInt64)] = [:]
    private var lineHeights: [FontSpec: Double] = [:]
    private var clock: UInt64 = 0

    init(configuration: FontConfiguration) {
        self.configuration = configuration
        fontMap = pango_cairo_font_map_new()!
        pango_fc_font_map_set_config(OpaquePointer(fontMap), configuration.config)
        context = pango_font_map_create_context(fontMap)!
        // Grey antialiasing and light hinting, as the desktop draws text; glyph positions stay on
        // whole pixels so that a line looks the same wherever it is drawn.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        blocks.removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The block laid out for `request`, kept or made now; nil if laying out was cancelled
    /// (`cancellation`) before the end.
    func block(for request: TextLayoutRequest, cancellation: CancellationToken?) -> PangoTextBlock {
        clock += 1
        if let entry = blocks[request] {
            blocks[request] = (entry.block, clock)
            return entry.block
        }
        let block = Self.layoutLock.withLock { PangoTextBlock(request: request, fontContext: self, cancellation: cancellation) }
        guard !block.layout.isCancelled else { return block }
        blocks[request] = (block, clock)
        if blocks.count > Self.blockCapacity {
            let oldest = blocks.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(Self.blockCapacity / 4).map(\.key)
            for key in oldest { blocks[key] = nil }
        }
        return block
    }

    /// The height of a line of `font` alone (ascent plus descent), physical pixels: what line
    /// spacing is a fraction of.
    func lineHeight(_ font: FontSpec) -> Double {
        if let known = lineHeights[font] { return known }
        let description = PangoFontDescription.make(font)
        defer { pango_font_description_free(description) }
        var height = Double(font.pixelSize) * 1.2
        if let metrics = pango_context_get_metrics(context, description, nil) {
            height = Double(pango_font_metrics_get_height(metrics)) / Double(SHIM_PANGO_SCALE)
            pango_font_metrics_unref(metrics)
        }
        if lineHeights.count > 256 { lineHeights.removeAll() }
        lineHeights[font] = height
        return height
    }
}
