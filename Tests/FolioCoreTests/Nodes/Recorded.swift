/// Values a main-thread closure records. Main thread.
@MainActor
final class Recorded<Value> {
    var values: [Value] = []
}
