import CSDL2

/// A group an `SDLRasterContext` is drawing: the surface beneath it, which drawing returns to when
/// the group ends, and the opacity the group is blended at. When no layer could be made the
/// group draws straight into `below` (at full opacity). A plain value, used by the context's
/// thread.
struct RasterLayer {
    /// The surface the group blends into when it ends.
    let below: UnsafeMutablePointer<SDL_Surface>
    /// The group's opacity, 0–255.
    let opacity: UInt8
    /// Whether the group has a layer of its own (false when making one failed).
    let isSeparate: Bool
}
