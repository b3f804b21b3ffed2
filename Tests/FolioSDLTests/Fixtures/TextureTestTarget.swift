import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// A software renderer drawing into an ARGB8888 surface, for the texture cache and the view (no
/// window or video driver needed), and collections over a manual scheduler whose cells are plain
/// fills of a colour that names the item, rasterised by the real `SDLRasterizer`: the texture
/// cache uploads only `SDLSurfaceBitmap`s. Main thread.
@MainActor
final class TextureTestTarget {
    /// The collection's size, logical pixels: 4 columns by 4 rows of 100×75 cells.
    static let bounds = Size(width: 400, height: 300)
    /// The items on screen at the top.
    static let firstScreen = Array(0..<16)

    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    let measurer: SDLTextMeasurer
    /// The data sources of the collections made here: a collection holds its own weakly.
    private var sources: [TextureTestSource] = []

    /// A target of `bounds` times `scale` physical pixels, cleared to `clearColor`.
    private init(scale: Double, clearColor: Color) throws {
        measurer = try RasterTestSupport.measurer()
        surface = try #require(RasterSurface.make(width: Int(Self.bounds.width * scale), height: Int(Self.bounds.height * scale)))
        renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        clear(clearColor)
    }

    /// Runs `body` with a target; whatever `body` made over its renderer (a cache, a view) must be
    /// gone when it returns, since their textures go before the renderer.
    static func with<Result>(scale: Double = 1, clearColor: Color = .black, _ body: (TextureTestTarget) throws -> Result) throws -> Result {
        let target = try TextureTestTarget(scale: scale, clearColor: clearColor)
        defer {
            SDL_DestroyRenderer(target.renderer)
            SDL_FreeSurface(target.surface)
        }
        return try body(target)
    }

    /// The colour item `item`'s cell is filled with: opaque and distinct for the first 256 items
    /// of a collection; collections told apart by `tint`; half transparent where `translucent`.
    nonisolated static func color(ofItem item: Int, tint: UInt8 = 40, translucent: Bool = false) -> Color {
        Color(red: UInt8(item % 256), green: tint, blue: 200, alpha: translucent ? 128 : 255)
    }

    /// `top` drawn at `alpha` (0…255) over an opaque `below`, as SDL blends it.
    nonisolated static func mix(_ top: Color, over below: Color, alpha: UInt8) -> Color {
        func channel(_ top: UInt8, _ below: UInt8) -> UInt8 {
            UInt8((Int(top) * Int(alpha) + Int(below) * (255 - Int(alpha))) / 255)
        }
        return Color(red: channel(top.red, below.red), green: channel(top.green, below.green), blue: channel(top.blue, below.blue))
    }

    /// A collection of `count` cells coloured by `color(ofItem:tint:translucent:)` (translucent
    /// from `firstTranslucent` on), sized and loaded, with its scheduler.
    func grid(count: Int = 400, tint: UInt8 = 40, firstTranslucent: Int = .max) -> (CollectionNode, ManualWorkScheduler, TextureTestSource) {
        collection(count: count, tint: tint, firstTranslucent: firstTranslucent) { layout, backend, renderMode in
            CollectionNode(layout: layout, backend: backend, renderMode: renderMode, wake: {})
        }
    }

    /// A collection made by `make` (a subclass, say) as `grid` makes its own, of `itemSize` cells
    /// in rows without gaps, sized to `bounds`, loaded, with its scheduler and data source.
    func collection<Node: CollectionNode>(
        count: Int = 400, tint: UInt8 = 40, firstTranslucent: Int = .max,
        itemSize: Size = Size(width: 100, height: 75), bounds: Size = TextureTestTarget.bounds,
        make: (FlowLayout, RenderingBackend, RenderMode) -> Node
    ) -> (Node, ManualWorkScheduler, TextureTestSource) {
        let scheduler = ManualWorkScheduler()
        let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder(),
                                       rasterizer: SDLRasterizer(textMeasurer: measurer))
        let node = make(FlowLayout(itemSize: .fixed(itemSize), interitemSpacing: 0, lineSpacing: 0), backend, .asynchronous(scheduler))
        let source = TextureTestSource(count: count) { item in
            Self.color(ofItem: item, tint: tint, translucent: item >= firstTranslucent)
        }
        sources.append(source)
        node.dataSource = source
        node.setBounds(bounds, scale: scale, at: 0)
        return (node, scheduler, source)
    }

    /// A grid of `source`'s remote images in 100×75 cells, fetched through `fetcher` and decoded
    /// by `imageDecoder`, sized to `bounds` and loaded, with its scheduler. The caller keeps
    /// `source` (a collection holds its data source weakly).
    func remoteImageGrid(_ source: RemoteImageTestSource, fetcher: ScriptedImageFetcher,
                         imageDecoder: any ImageDecoder = FakeImageDecoder()) -> (CollectionNode, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        let backend = RenderingBackend(textMeasurer: FakeTextMeasurer(), imageDecoder: imageDecoder,
                                       rasterizer: SDLRasterizer(textMeasurer: measurer), imageFetcher: fetcher)
        let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 100, height: 75)), interitemSpacing: 0, lineSpacing: 0),
                                  backend: backend, renderMode: .asynchronous(scheduler), wake: {})
        grid.dataSource = source
        grid.setBounds(Self.bounds, scale: scale, at: 0)
        return (grid, scheduler)
    }

    /// Physical pixels per logical pixel.
    var scale: Double { Double(surface.pointee.w) / Self.bounds.width }

    /// Runs every queued job and lets the collection take the results, until nothing is left.
    func settle(_ grid: CollectionNode, _ scheduler: ManualWorkScheduler, at time: Double = 0) {
        repeat {
            scheduler.runAll()
            grid.tick(at: time)
        } while !scheduler.pendingKeys.isEmpty
    }

    /// Fills the whole target with `color`.
    func clear(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(renderer)
        SDL_RenderFlush(renderer)
    }

    /// The colour of physical pixel (`x`, `y`), once what was queued is drawn.
    func pixel(x: Int, y: Int) -> Color {
        SDL_RenderFlush(renderer)
        return RasterPixels.color(RasterSurface.pixel(surface, x: x, y: y))
    }

    /// The colour at the centre of `item`'s frame on screen in `grid` (logical pixels scaled to
    /// the target's).
    func pixel(atCenterOf item: Int, in grid: CollectionNode) -> Color? {
        guard let frame = grid.frameOnScreen(ofItem: item) else { return nil }
        let scale = Double(surface.pointee.w) / Self.bounds.width
        return pixel(x: Int(frame.midX * scale), y: Int(frame.midY * scale))
    }

    /// `frame` (logical pixels) in the target's physical pixels.
    func pixels(_ frame: Rect) -> SDL_FRect {
        let scale = Float(Double(surface.pointee.w) / Self.bounds.width)
        return SDL_FRect(x: Float(frame.minX) * scale, y: Float(frame.minY) * scale,
                         w: Float(frame.width) * scale, h: Float(frame.height) * scale)
    }
}
