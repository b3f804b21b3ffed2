/// The most recent samples of one measurement (a frame's work, a page's latency) in a buffer of
/// fixed capacity allocated once, so recording costs no allocation and can stay on in release
/// builds. When full, a new sample replaces the oldest. A plain value; its owner's thread.
public struct SampleRing: Sendable {
    private var storage: [Double]
    /// The ring's size. Not `storage.capacity`: an array may reserve more than it is asked for.
    public let capacity: Int
    private var next = 0
    /// Samples recorded over the ring's life, including those since overwritten.
    public private(set) var totalCount = 0

    /// Creates an empty ring that keeps the last `capacity` samples (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        storage = []
        storage.reserveCapacity(self.capacity)
    }

    /// How many samples it holds now.
    public var count: Int { storage.count }

    /// Records `sample`, dropping the oldest one if the ring is full.
    public mutating func append(_ sample: Double) {
        totalCount += 1
        if storage.count < capacity {
            storage.append(sample)
        } else {
            storage[next] = sample
        }
        next = (next + 1) % capacity
    }

    /// The samples held, oldest first.
    public var values: [Double] {
        guard storage.count == capacity else { return storage }
        return Array(storage[next...] + storage[..<next])
    }

    /// The last `limit` samples, oldest first, read in place (the overlay asks every frame).
    public func suffix(_ limit: Int) -> [Double] {
        let count = min(max(0, limit), storage.count)
        guard count > 0 else { return [] }
        // The newest sample sits just before `next`; walk back `count` slots from there.
        let start = (next - count + storage.count) % storage.count
        return (0..<count).map { storage[(start + $0) % storage.count] }
    }

    /// The percentiles of the samples held.
    public var summary: SampleSummary { SampleSummary(values) }
}
