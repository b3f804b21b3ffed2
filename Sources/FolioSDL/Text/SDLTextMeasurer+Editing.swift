import FolioCore

extension SDLTextMeasurer: TextEditingLayoutMaking {
    /// `text` laid out by Pango for editing (`PangoEditingLayout`) with the calling thread's
    /// fonts, in `attributes` at `scale`, `composition` underlined, wrapped at `maxWidth` logical
    /// pixels or one line when nil. On the thread that will use the layout (the main thread, in a field).
    public func editingLayout(of text: String, attributes: TextAttributes, composition: Range<Int>?, maxWidth: Double?,
                              scale: Double) -> any TextEditingLayout {
        pangoEditingLayout(of: text, attributes: attributes, composition: composition, maxWidth: maxWidth, scale: scale)
    }

    /// As `editingLayout(of:attributes:composition:maxWidth:scale:)`, as the concrete Pango
    /// layout, which also draws itself (`renderSurface(color:)`). On the thread that will use it.
    public func pangoEditingLayout(of text: String, attributes: TextAttributes, composition: Range<Int>?, maxWidth: Double?,
                                   scale: Double) -> PangoEditingLayout {
        PangoEditingLayout(text: text, attributes: attributes, composition: composition, maxWidth: maxWidth, scale: scale,
                           fontContext: fontContext)
    }
}
