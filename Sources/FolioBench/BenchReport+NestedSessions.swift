extension BenchReport {
    /// The targets a session of collections in collections shares (the feeds', the shelves'):
    /// its async p99 against its floor's, sync against async, placeholder frames, and memory
    /// after the session at the largest size against the smallest. `session` names the runs
    /// (`feeds.session`), `memory` the memory runs' keys by size, smallest first.
    func nestedSessionTargets(label: String, session: String, memory: [(key: String, counts: String)],
                              peakLimit: Double?) -> [Target] {
        var targets: [Target] = []
        let asyncP99 = median("\(session).async.p99")
        targets.append(Target(name: "\(label): async p99 / floor p99", value: asyncP99 / median("\(session).floor.p99"), limit: 1.1, unit: "×"))
        targets.append(Target(name: "\(label): sync p99 / async p99", value: median("\(session).sync.p99") / asyncP99, limit: nil, unit: "×"))
        targets.append(Target(name: "\(label): async placeholder frames", value: median("\(session).async.placeholderFrames"),
                              limit: nil, unit: " frames", digits: 0))
        guard let few = memory.first, let many = memory.last else { return targets }
        let name = label.split(separator: " ").first.map(String.init) ?? label
        let counts = "\(many.counts) / \(few.counts)"
        targets.append(Target(name: "\(name) RSS after the session, \(counts)", value: median("\(many.key).rssKiB") / median("\(few.key).rssKiB"),
                              limit: 1.1, unit: "×"))
        targets.append(Target(name: "\(name) peak RSS, \(counts)", value: median("\(many.key).peakRSSKiB") / median("\(few.key).peakRSSKiB"),
                              limit: peakLimit, unit: "×"))
        return targets
    }
}
