import CPango

/// Cairo's process-wide cache of scaled fonts that nothing uses any more (its "holdovers"), for
/// emptying at rest. Any thread.
///
/// Cairo keeps the last 256 scaled fonts let go of, each with the glyph images it rasterised and
/// through its face FreeType's open face, in case they are asked for again; a visit through
/// pages of many scripts leaves them full of CJK and emoji faces and their glyphs, megabytes that
/// nothing will draw until the next visit. Cairo has no call to empty the cache while it is in
/// use, but it frees the oldest holdover each time another font joins them: so scaled fonts of
/// an empty user font face (no file, no FreeType, no fontconfig, no glyphs) are made and let go
/// of until every older one has gone.
enum CairoFontCache {
    /// How many fonts cairo keeps after their last use (`CAIRO_SCALED_FONT_MAX_HOLDOVERS`, 256
    /// since cairo 1.2).
    static let holdoverCapacity = 256

    /// Pushes every font cairo holds over out of its cache, freeing their glyphs, and leaves
    /// `holdoverCapacity` empty fonts of a face no text uses in their place. Fonts in use are
    /// not holdovers and stay as they are. Any thread; cairo locks its cache.
    static func empty() {
        // A new face each time: fonts of a face made before could be found among the holdovers
        // and taken back out instead of pushing another in.
        let face = cairo_user_font_face_create()
        defer { cairo_font_face_destroy(face) }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        for index in 0..<holdoverCapacity {
            var size = cairo_matrix_t()
            // A distinct size for each, so that each is a new font.
            let scale = 1000.25 + Double(index) / 8
            cairo_matrix_init_scale(&size, scale, scale)
            let font = cairo_scaled_font_create(face, &size, &identity, options)
            cairo_scaled_font_destroy(font)
        }
    }
}
