/// The images sessions' tables and targets.
extension BenchReport {
    var imagesTable: [String] {
        var lines: [String] = []
        lines.append("Remote images: the feeds session (async) with its photos and avatars fetched from a loopback server, each run with an empty disk cache, beside the same session on files: main-thread work per frame (ms), frames over budget, placeholder frames, node block requested → first content ready (ms)")
        lines.append(frameHeadings)
        lines.append(frameRow("files", "async", "images.session.files", latency: true))
        for serving in BenchSuite.imageSessionServings {
            lines.append(frameRow(serving.label, "async", "images.session.\(serving.name)", latency: true))
        }
        lines.append("Photos that arrived after their post was first drawn: node block requested → photo drawn in place of its placeholder (ms); what the fetcher did (transfers started, HTTP requests, fetches that joined a transfer, transfers cancelled, failed, KiB received)")
        lines.append(row(["server", "arrivals", "p50", "p99", "transfers", "requests", "joined", "cancelled", "failed", "KiB"]))
        for serving in BenchSuite.imageSessionServings {
            let base = "images.session.\(serving.name)"
            // No arrivals: every photo was ready when its post was first drawn.
            let arrivals = figures["\(base).arrivals"] == nil ? 0 : median("\(base).arrivals")
            lines.append(row([serving.label, format(arrivals, digits: 0), format(median("\(base).arrivalP50"), digits: 1),
                              format(median("\(base).arrivalP99"), digits: 1)] + fetchCells(base)))
        }
        lines.append("")
        lines.append("Remote images memory after the feeds session, async, fetching batches of 30, server at 0 ms: photos shared by URL, and a URL per post")
        lines.append(row(["feeds x posts", "photos", "RSS MiB", "peak RSS", "p99 ms", "transfers", "requests", "joined", "cancelled", "failed", "KiB"]))
        for serving in BenchSuite.imageMemoryServings {
            for size in BenchSuite.feedsMemorySizes {
                let base = Self.imageMemoryKey(serving, size)
                lines.append(row(["\(size.pages) x \(size.items)", serving.urlPerPost ? "per post" : "shared", mib(median("\(base).rssKiB")),
                                  mib(median("\(base).peakRSSKiB")), format(median("\(base).p99"))] + fetchCells(base)))
            }
        }
        lines.append("")
        return lines
    }

    /// The figures' prefix of the memory run of `size` fetching as `serving` does.
    static func imageMemoryKey(_ serving: BenchSuite.ImageServing, _ size: (pages: Int, items: Int)) -> String {
        "images.memory.\(serving.urlPerPost ? "perPost." : "")\(size.pages)x\(size.items)"
    }

    /// What `base`'s fetcher did: transfers, requests, joined, cancelled, failed, KiB received.
    private func fetchCells(_ base: String) -> [String] {
        ["transfers", "requests", "joined", "cancelled", "failed"].map { format(median("\(base).\($0)"), digits: 0) }
            + [format(median("\(base).bytes") / 1024, digits: 0)]
    }

    var imagesTargets: [Target] {
        var targets: [Target] = []
        let files = median("images.session.files.p99")
        for serving in BenchSuite.imageSessionServings {
            let base = "images.session.\(serving.name)"
            targets.append(Target(name: "remote images at \(serving.label): async p99 / on files", value: median("\(base).p99") / files,
                                  limit: 1.1, unit: "×"))
            targets.append(Target(name: "remote images at \(serving.label): failed transfers", value: median("\(base).failed"),
                                  limit: 0, unit: "", digits: 0))
        }
        guard let few = BenchSuite.feedsMemorySizes.first, let many = BenchSuite.feedsMemorySizes.last else { return targets }
        let counts = "\(many.pages) x \(many.items) / \(few.pages) x \(few.items)"
        for serving in BenchSuite.imageMemoryServings {
            let fewKey = Self.imageMemoryKey(serving, few), manyKey = Self.imageMemoryKey(serving, many)
            let photos = serving.urlPerPost ? "a URL per post" : "shared URLs"
            targets.append(Target(name: "remote images (\(photos)) RSS after the session, \(counts)",
                                  value: median("\(manyKey).rssKiB") / median("\(fewKey).rssKiB"), limit: 1.1, unit: "×"))
            targets.append(Target(name: "remote images (\(photos)) peak RSS, \(counts)",
                                  value: median("\(manyKey).peakRSSKiB") / median("\(fewKey).peakRSSKiB"), limit: 1.1, unit: "×"))
        }
        return targets
    }
}
