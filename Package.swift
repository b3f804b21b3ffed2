// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Folio",
    products: [
        .library(name: "FolioCore", targets: ["FolioCore"]),
        .library(name: "FolioSDL", targets: ["FolioSDL"]),
        .executable(name: "folio-demo", targets: ["FolioDemo"]),
        .executable(name: "folio-bench", targets: ["FolioBench"]),
        .executable(name: "folio-photos", targets: ["FolioPhotos"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // folio-photos keeps its index of a folder's photos in SQLite (the system's libsqlite3).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `make docs`: the DocC catalogues in Sources/*/*.docc, built into a static site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2 SDL2_image",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]
        ),
        // The Linux text stack: Pango lays text out (HarfBuzz shaping, fontconfig fallback, FriBidi,
        // Unicode line breaking) and draws it with cairo, colour emoji included.
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo pangoft2 fontconfig",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        .target(name: "FolioCore", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "CFolioImage", linkerSettings: [
            .linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("gif"), .linkedLibrary("webp"), .linkedLibrary("webpdemux"),
        ]),
        .target(name: "FolioSDL", dependencies: ["FolioCore", "CSDL2", "CPango", "CFolioImage"]),
        .target(name: "FolioCommandLine", dependencies: [
            "FolioCore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "FolioDemo", dependencies: [
            "FolioCore", "FolioSDL", "FolioCommandLine",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // libexif reads a photo's EXIF block; GLib computes a file's URI and MD5 as other programs
        // do, which name its thumbnail. Only folio-photos links them.
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        // A photo browser built on Folio's public API alone, as any app would be.
        .executableTarget(name: "FolioPhotos", dependencies: [
            "FolioCore", "FolioSDL", "FolioCommandLine", "CExif", "CGLib",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "FolioBench", dependencies: [
            "FolioCore", "FolioCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // An app with an SDL loop of its own that embeds a Folio pager beside a sidebar it draws
        // itself: built with the tests and driven by them, never installed.
        .executableTarget(name: "SidebarExample", dependencies: [
            "FolioCore", "FolioSDL", "CSDL2", "FolioCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Examples/Sidebar"),
        .target(name: "TestSupport", dependencies: ["FolioCore", .product(name: "Logging", package: "swift-log")],
                path: "Tests/TestSupport"),
        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore", "TestSupport"],
                    // The loopback HTTP server the fetcher's tests start.
                    exclude: ["Images/Fetching/ImageTestServer.py"]),
        // libwebp's encoder and muxer, with which the image tests make WebP files to decode.
        .systemLibrary(name: "CWebP", path: "Tests/CWebP", pkgConfig: "libwebp libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .testTarget(name: "FolioSDLTests", dependencies: ["FolioSDL", "FolioCore", "CSDL2", "CPango", "CWebP", "TestSupport"]),
        // The main-queue drain needs a real main thread, which Swift Testing's runner parks in
        // dispatch_main; FolioSDLTests run this executable to check it in a process of its own.
        .executableTarget(name: "SDLMainQueueProbe", dependencies: ["FolioSDL", "FolioCore", "CSDL2"],
                          path: "Tests/SDLMainQueueProbe"),
        .testTarget(name: "FolioCommandLineTests", dependencies: [
            "FolioCommandLine",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "FolioDemoTests", dependencies: ["TestSupport"]),
        // The demos' own models (item orders, the grid's edits), tested in-process.
        .testTarget(name: "FolioDemoModelTests", dependencies: ["FolioDemo", "FolioCore", "TestSupport"]),
        // folio-photos' scan, index, thumbnails and models, tested in-process.
        .testTarget(name: "FolioPhotosTests", dependencies: [
            "FolioPhotos", "FolioCore", "FolioSDL", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // Uses only what the libraries make public, as an app does: no @testable, no test fakes.
        .testTarget(name: "FolioPublicAPITests", dependencies: ["FolioCore"]),
    ]
)

// `make test` runs the libraries' threaded suites under ThreadSanitizer in a build of their own.
// That build needs only the libraries and their tests: with FOLIO_LIBRARIES_ONLY=1 the apps,
// their tests and the packages only they use are left out of it, which keeps minutes off every
// run of `make test`.
if Context.environment["FOLIO_LIBRARIES_ONLY"] == "1" {
    let libraries: Set<String> = ["CSDL2", "CPango", "CFolioImage", "FolioCore", "FolioSDL", "TestSupport", "CWebP",
                                  "FolioCoreTests", "FolioSDLTests", "SDLMainQueueProbe"]
    package.targets.removeAll { !libraries.contains($0.name) }
    package.products.removeAll { $0.name != "FolioCore" && $0.name != "FolioSDL" }
    package.dependencies.removeAll { dependency in
        guard case .sourceControl(_, let location, _) = dependency.kind else { return false }
        return !location.hasSuffix("/swift-log")
    }
}
