import Foundation

/// Where the built demo, the embedding example and the assets are: from the environment the
/// Makefile sets, or found from this file's place in the checkout.
enum DemoPaths {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static var binary: String {
        ProcessInfo.processInfo.environment["FOLIO_DEMO_BINARY"] ?? packageRoot + "/.build/debug/folio-demo"
    }

    /// The embedding example, `SidebarExample`.
    static var exampleBinary: String {
        ProcessInfo.processInfo.environment["FOLIO_EXAMPLE_BINARY"] ?? packageRoot + "/.build/debug/SidebarExample"
    }

    static var assets: String {
        ProcessInfo.processInfo.environment["FOLIO_ASSETS"] ?? packageRoot + "/assets"
    }

    /// Whether the window tests should run: the Makefile sets this inside its Xvfb.
    static var windowTestsEnabled: Bool {
        ProcessInfo.processInfo.environment["FOLIO_WINDOW_TESTS"] == "1"
    }
}
