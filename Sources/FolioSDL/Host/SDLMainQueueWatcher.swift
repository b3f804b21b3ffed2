import FolioCore
import Foundation
import Synchronization

/// A thread of its own that watches a file descriptor which another party makes readable when
/// work waits for the main thread (libdispatch's main-queue eventfd), and calls `onReadable` once
/// each time it becomes readable. The descriptor stays readable until the main thread takes the
/// work (the run loop reads it), so after each call the watcher stops looking at it until
/// `resume()` says the work has been taken: it never spins on a descriptor it has already
/// reported, and it sleeps in `poll` the rest of the time. Any thread.
final class SDLMainQueueWatcher: Sendable {
    private let watched: Int32
    private let onReadable: @Sendable () -> Void
    /// A pipe that ends the watcher's `poll` so it looks at its flags again (a resume or a stop).
    private let controlRead: Int32
    private let controlWrite: Int32
    /// Set by the watcher thread just before it calls `onReadable`; cleared by `resume()`.
    private let waitsForResume = Atomic<Bool>(false)
    private let isStopping = Atomic<Bool>(false)
    /// The watcher thread until `stop()` has joined it. `Locked` rather than `Mutex`, which
    /// ThreadSanitizer does not follow on Linux.
    private let thread = Locked<pthread_t?>(nil)

    /// Starts watching `fileDescriptor`, which the watcher only polls: it neither reads nor
    /// closes it. `onReadable` runs on the watcher thread.
    init(fileDescriptor: Int32, onReadable: @escaping @Sendable () -> Void) throws(SDLError) {
        watched = fileDescriptor
        self.onReadable = onReadable
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw SDLError("making the main-queue watcher's pipe", reason: String(cString: strerror(errno)))
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        controlRead = ends[0]
        controlWrite = ends[1]
        var handle = pthread_t()
        // The thread holds the watcher until it returns, so `stop()` can always join it.
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(&handle, nil, { context in
            let watcher = Unmanaged<SDLMainQueueWatcher>.fromOpaque(context!).takeRetainedValue()
            Thread.current.name = "folio-mainqueue"
            watcher.watch()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<SDLMainQueueWatcher>.fromOpaque(context).release()
            close(controlRead)
            close(controlWrite)
            throw SDLError("starting the main-queue watcher thread", reason: String(cString: strerror(status)))
        }
        thread.withLock { $0 = handle }
    }

    /// Whether the watcher has reported the descriptor readable and waits for `resume()`. Any
    /// thread.
    var isWaitingForResume: Bool { waitsForResume.load(ordering: .acquiring) }

    /// Says that the reported work has been taken, so the watcher looks at the descriptor again
    /// (and reports it at once if more work came meanwhile). Does nothing unless the watcher is
    /// waiting for it. Any thread.
    func resume() {
        guard waitsForResume.exchange(false, ordering: .acquiringAndReleasing) else { return }
        poke()
    }

    /// Stops the watcher thread and joins it; afterwards `onReadable` is never called again.
    /// Idempotent. Any thread but the watcher's own.
    func stop() {
        guard let handle = thread.withLock({ thread in defer { thread = nil }; return thread }) else { return }
        isStopping.store(true, ordering: .releasing)
        poke()
        pthread_join(handle, nil)
        close(controlRead)
        close(controlWrite)
    }

    /// Wakes the watcher's `poll`. A full pipe already holds a wake-up, so a failed write loses
    /// nothing.
    private func poke() {
        var byte: UInt8 = 1
        _ = write(controlWrite, &byte, 1)
    }

    /// The watcher thread's loop.
    private func watch() {
        while !isStopping.load(ordering: .acquiring) {
            let watching = !waitsForResume.load(ordering: .acquiring)
            var descriptors = [pollfd(fd: controlRead, events: Int16(POLLIN), revents: 0)]
            if watching { descriptors.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0)) }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                return
            }
            if descriptors[0].revents != 0 { emptyControlPipe() }
            guard watching, descriptors[1].revents != 0 else { continue }
            let revents = descriptors[1].revents
            // A descriptor in error would report itself readable forever: stop rather than spin.
            if revents & Int16(POLLERR | POLLNVAL) != 0 {
                FolioLogger.host.line(.warning, "the main queue's wake-up descriptor failed; main-queue work now waits for the loop to wake for other reasons")
                return
            }
            waitsForResume.store(true, ordering: .releasing)
            onReadable()
        }
    }

    private func emptyControlPipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(controlRead, &bytes, bytes.count) > 0 {}
    }
}
