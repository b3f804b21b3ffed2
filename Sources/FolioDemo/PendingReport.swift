/// An event line that is known once a batch update has been applied and is to be written once
/// its animation has ended: whichever of the two comes second writes it, since a batch with
/// nothing to animate completes before `performBatchUpdates` returns. Main thread only.
@MainActor
final class PendingReport {
    /// The line, once the batch has been applied.
    var line: EventLog.Line? {
        didSet { flush() }
    }
    private var log: EventLog?

    /// The batch's animation ended: writes the line to `log` now, or as soon as it is known.
    func send(_ log: EventLog) {
        self.log = log
        flush()
    }

    private func flush() {
        guard let line, let log else { return }
        log.write(line)
        self.log = nil
    }
}
