/// The most recent samples of one measurement (a frame's work, a page's latency) in a buffer of
/// fixed capacity allocated once, so recording costs no allocation and can stay on in release
/// builds. When full, a new sample replaces the oldest. A plain value; its owner's thread.
public struct SampleRing: Sendable {
    private var storage: [Double]
    private var next = 0
    /// Samples recorded over the ring's life, including those since overwritten.
    public private(set) var totalCount = 0

    /// Creates an empty ring that keeps the last `capacity` samples (at least 1).
    public init(capacity: Int) {
        storage = []
        storage.reserveCapacity(max(1, capacity))
    }

    /// How many samples the ring keeps at most.
    public var capacity: Int { storage.capacity }

    /// How many samples it holds now.
    public var count: Int { storage.count }

    /// Records `sample`, dropping the oldest one if the ring is full.
    public mutating func append(_ sample: Double) {
        totalCount += 1
        if storage.count < storage.capacity {
            storage.append(sample)
        } else {
            storage[next] = sample
        }
        next = (next + 1) % storage.capacity
    }

    /// The samples held, oldest first.
    public var values: [Double] {
        guard storage.count == storage.capacity else { return storage }
        return Array(storage[next...] + storage[..<next])
    }

    /// The last `limit` samples, oldest first.
    public func suffix(_ limit: Int) -> [Double] {
        Array(values.suffix(max(0, limit)))
    }

    /// The percentiles of the samples held.
    public var summary: SampleSummary { SampleSummary(values) }
}
