import FolioSDL

/// The host's default dressing: a dark background and quiet placeholders. Main thread.
@MainActor
final class ProbeHostChrome: HostChrome {}
