import Foundation

/// Where the built folio-photos is: from the environment the Makefile sets, or the debug build
/// of this checkout.
enum FolioPhotosPaths {
    static var binary: String {
        ProcessInfo.processInfo.environment["FOLIO_PHOTOS_BINARY"] ?? DemoPaths.packageRoot + "/.build/debug/folio-photos"
    }
}
