/// An object whose deallocation waits for a gate, then records itself.
final class SlowToFree: Sendable {
    let gate: PipelineGate
    let order: PipelineRecorder<String>

    init(gate: PipelineGate, order: PipelineRecorder<String>) {
        self.gate = gate
        self.order = order
    }

    deinit {
        _ = gate.wait()
        order.append("bitmap")
    }
}
