import CPango
import FolioCore

/// Pango font descriptions made from `FontSpec`s. Pure functions: any thread.
enum PangoFontDescription {
    /// The longest family name passed on: families come from data (a run's style may come from
    /// a server), and fontconfig matches every name against every installed face.
    static let maximumFamilyLength = 256

    /// A new description of `font` (sized in device pixels, so that a 15-pixel font is 15
    /// pixels at any resolution); the caller frees it with `pango_font_description_free`.
    static func make(_ font: FontSpec) -> OpaquePointer {
        let description = pango_font_description_new()!
        var family = font.family
        if family.utf8.count > maximumFamilyLength { family = String(decoding: family.utf8.prefix(maximumFamilyLength), as: UTF8.self) }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.pixelSize) * Double(SHIM_PANGO_SCALE))
        return description
    }
}
