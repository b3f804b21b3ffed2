/// One `--events` line of folio-photos: the event's name and its fields (absent ones are left
/// out). A plain value: any thread.
struct PhotosEvent: Encodable, Sendable {
    var event: String
    var photos: Int?
    var width: Int?
    var height: Int?
    /// Files found and read so far by the scan (`scan-progress`).
    var found: Int?
    var indexed: Int?
    var seconds: Double?
    /// Photos that came or went (`added`, `removed`).
    var count: Int?
    var offset: Double?
    var first: Int?
    var last: Int?
    var item: Int?
    var path: String?
    var page: Int?
    var scale: Double?
    /// The search typed, as typed, and how many photos it shows (`search`).
    var text: String?
    var results: Int?

    init(event: String, photos: Int? = nil, width: Int? = nil, height: Int? = nil, found: Int? = nil, indexed: Int? = nil,
         seconds: Double? = nil, count: Int? = nil, offset: Double? = nil, first: Int? = nil, last: Int? = nil,
         item: Int? = nil, path: String? = nil, page: Int? = nil, scale: Double? = nil, text: String? = nil, results: Int? = nil) {
        self.event = event
        self.photos = photos
        self.width = width
        self.height = height
        self.found = found
        self.indexed = indexed
        self.seconds = seconds
        self.count = count
        self.offset = offset
        self.first = first
        self.last = last
        self.item = item
        self.path = path
        self.page = page
        self.scale = scale
        self.text = text
        self.results = results
    }
}
