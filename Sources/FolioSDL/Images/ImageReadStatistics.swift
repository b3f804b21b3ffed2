/// How an image decode read its file: what it held of it at once and how much it read, so that
/// tests can check that memory does not follow the file's size. A plain value: any thread.
struct ImageReadStatistics: Hashable {
    /// The file's size.
    var fileByteCount = 0
    /// The largest buffer of the file held at once, by the header and completeness walks or by
    /// the decoder.
    var largestBufferByteCount = 0
    /// Reads made, and the bytes they returned, by the walks and the decoder together.
    var readCount = 0
    var readByteCount = 0
}
