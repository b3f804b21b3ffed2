extension Duration {
    /// The duration in seconds, as a `Double`: what the workers' timing, the benchmarks and the
    /// demos' cost recorders report in. Any thread.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
