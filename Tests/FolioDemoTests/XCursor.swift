import Foundation

/// The X server's cursor now, read through the XFixes extension by a small C program that this
/// builds once with `cc` beside the test build (xdotool cannot tell cursors apart). Needs the
/// libX11 and libXfixes headers (`libxfixes-dev`).
enum XCursor {
    /// The program's source: prints the cursor's name ("hand2", "left_ptr"), or "-" for a
    /// cursor without one.
    private static let source = """
    #include <stdio.h>
    #include <X11/Xlib.h>
    #include <X11/extensions/Xfixes.h>

    int main(void) {
        Display *display = XOpenDisplay(NULL);
        int events, errors;
        if (!display || !XFixesQueryExtension(display, &events, &errors)) {
            fprintf(stderr, "no display with XFixes\\n");
            return 1;
        }
        XFixesCursorImage *cursor = XFixesGetCursorImage(display);
        if (!cursor) {
            fprintf(stderr, "no cursor image\\n");
            return 1;
        }
        printf("%s\\n", cursor->name && cursor->name[0] ? cursor->name : "-");
        XFree(cursor);
        XCloseDisplay(display);
        return 0;
    }
    """

    /// The program, built on first use; nil (with the reason printed) if it cannot be.
    private static let program: String? = {
        let directory = DemoPaths.packageRoot + "/.build/x-cursor"
        let executable = directory + "/x-cursor-name"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try source.write(toFile: directory + "/x-cursor-name.c", atomically: true, encoding: .utf8)
            // Built under a name of this process's own and renamed into place: the window tests
            // run in several processes at once, and one must never run a program another is
            // still writing.
            let ownCopy = executable + "-\(getpid())"
            let built = try CommandRun.run("/usr/bin/cc", ["-o", ownCopy, directory + "/x-cursor-name.c", "-lXfixes", "-lX11"],
                                           timeout: 60)
            guard built?.status == 0 else {
                print("the X cursor reader did not build: \(built?.standardError ?? "timed out")")
                return nil
            }
            guard rename(ownCopy, executable) == 0 else {
                print("the X cursor reader could not be renamed into place: \(String(cString: strerror(errno)))")
                return nil
            }
            return executable
        } catch {
            print("the X cursor reader did not build: \(error)")
            return nil
        }
    }()

    /// The name of the cursor shown now, or nil when it cannot be read.
    static func name() -> String? {
        guard let program, let run = try? CommandRun.run(program, []), run.status == 0 else { return nil }
        return run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The name of the cursor once it has stayed the same for two reads in a row, waiting up to
    /// `timeout` seconds for `wanted` when given (the host sets it after the motion arrives).
    static func settledName(waitingFor wanted: String? = nil, timeout: Double = 2) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last = name()
        repeat {
            Thread.sleep(forTimeInterval: 0.1)
            let now = name()
            if now == last, wanted == nil || now == wanted { return now }
            last = now
        } while Date() < deadline
        return last
    }
}
