/// An animated image's current frame inside an item, which the host draws over the item's
/// bitmap: the frame is already drawn at the image node's size (content mode and corners
/// applied), so the host only places it. A plain value: main thread (it holds a bitmap).
public struct LiveImage {
    /// The image node's frame in the item, in logical pixels.
    public var frame: Rect
    /// The current frame, drawn at the node's size.
    public var bitmap: any ItemBitmap
    /// Counts the frames shown so far: a texture made from an older count is stale.
    public var frameNumber: Int
    /// Which animation this is, for the host's texture of it.
    public var id: ObjectIdentifier
}
