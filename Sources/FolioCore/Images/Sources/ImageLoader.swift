/// An app's own way of finding an image's bytes, for images that are neither files nor URLs: a
/// blob in a database, an entry in an archive, a thumbnail a library renders. Image nodes ask it
/// on a worker when their item enters the preload range. Implementations must be thread-safe:
/// several workers may ask at once.
public protocol ImageLoader: Sendable {
    /// A short name for the loader, shown in errors and logs ("archive", "library") and part of
    /// the keys images are shared by, so two loaders never share an image by accident.
    var name: String { get }

    /// The bytes of the image `key` names. Checks `cancellation` in long work and, once it is
    /// cancelled, may stop and throw anything (the image is asked for again when wanted). Throws
    /// an error saying why the image cannot be had; its description is shown on the image's
    /// placeholder. Called on a worker.
    func loadImage(key: String, cancellation: CancellationToken?) throws -> LoadedImageBytes
}
