import Foundation

/// What a search looks at in one photo, folded once so that each keystroke compares only:
/// its file name and camera folded as `PhotoQuery` folds words, and the month and year it was
/// taken (or last changed, when it says nothing of when it was taken: the month its section
/// is). A plain value: any thread.
struct PhotoSearchEntry: Sendable, Hashable {
    /// The file's name (no folder), folded.
    let foldedName: String
    /// "Make Model", folded; empty when the photo names no camera.
    let foldedCamera: String
    /// The year and month (1 to 12) it was taken.
    let year: Int
    let month: Int

    /// The entry of `photo`.
    init(_ photo: PhotoRecord) {
        foldedName = PhotoQuery.folded((photo.path as NSString).lastPathComponent)
        foldedCamera = photo.camera.map(PhotoQuery.folded) ?? ""
        let seconds = photo.dateTaken ?? PhotoSections.localWallClockSeconds(ofNanoseconds: photo.modificationTime)
        (year, month) = PhotoSections.civilYearAndMonth(fromDays: Int((Double(seconds) / 86_400).rounded(.down)))
    }

    /// An entry of its parts: `name` and `camera` are folded here.
    init(name: String, camera: String?, year: Int, month: Int) {
        foldedName = PhotoQuery.folded(name)
        foldedCamera = camera.map(PhotoQuery.folded) ?? ""
        self.year = year
        self.month = month
    }
}
