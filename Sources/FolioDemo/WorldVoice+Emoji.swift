extension WorldVoice {
    /// English full of emoji: sequences joined by zero-width joiners (a family, a couple with
    /// two skin tones, a swimmer), skin tone modifiers, flags, and symbols that need the emoji
    /// presentation selector (U+FE0F). Written as escapes, as the joiners and selectors cannot
    /// be seen; the comments name them.
    static let emoji = WorldVoice(
        name: "Emoji",
        authors: [
            Author(name: "Jo Park \u{1F33F}", handle: "jo"), // herb
            Author(name: "Tom Walsh \u{1F1EE}\u{1F1EA}", handle: "tom"), // flag: Ireland
            Author(name: "Aiyana \u{1F3D5}\u{FE0F}", handle: "aiyana"), // camping
            Author(name: "Kofi Mensah \u{1F1EC}\u{1F1ED}", handle: "kofi"), // flag: Ghana
        ],
        sentences: [
            // Snow-capped mountain, sun, thumbs up with a medium skin tone.
            "Summit at 7 am \u{1F3D4}\u{FE0F} and not a single cloud \u{2600}\u{FE0F}\u{1F44D}\u{1F3FD}",
            // Family of man, woman, girl and boy; dog.
            "Sunday walk with the whole family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} and one very muddy dog \u{1F415}",
            // Basket, sandwich; duck.
            "Picnic by the lake \u{1F9FA}\u{1F96A}, and the ducks \u{1F986} wanted their share.",
            // Flags of France, Switzerland and Italy; hiking boot.
            "Three countries in one week \u{1F1EB}\u{1F1F7} \u{1F1E8}\u{1F1ED} \u{1F1EE}\u{1F1F9}, and my boots survived all of them \u{1F97E}",
            // Camera with flash, sunrise.
            "Caught the last light just in time \u{1F4F8}\u{1F305}",
            // Folded hands with a dark skin tone.
            "Thank you all for the tips on this trail \u{1F64F}\u{1F3FF}",
            // Woman and man holding hands, light and medium-dark skin tones.
            "She carried the map, I carried the snacks \u{1F469}\u{1F3FB}\u{200D}\u{1F91D}\u{200D}\u{1F468}\u{1F3FE}",
            // Cloud with rain, sun behind a small cloud, cloud with rain.
            "Rain, then sun, then rain again \u{1F327}\u{FE0F}\u{1F324}\u{FE0F}\u{1F327}\u{FE0F}",
            // Woman swimming; cold face.
            "First swim of the year \u{1F3CA}\u{200D}\u{2640}\u{FE0F} and the water was freezing \u{1F976}",
            // Goat, red heart.
            "Made a friend on the ridge \u{1F410}\u{2764}\u{FE0F}",
        ],
        topics: ["hiking", "weekend", "outdoors", "family", "travel", "sunset"],
        mentionBefore: " With @",
        mentionAfter: ".",
        endsWithEmoji: false,
        pageHeading: { page, count in "\u{1F4C4} Page \(page) of \(count)" }, // page facing up
        // English words, each followed by an emoji for it.
        words: [
            "layout", "\u{1F4D0}", // triangular ruler
            "pixel", "\u{1F7E6}", // blue square
            "thread", "\u{1F9F5}", // thread
            "frame", "\u{1F5BC}\u{FE0F}", // framed picture
            "memory", "\u{1F9E0}", // brain
            "window", "\u{1FA9F}", // window
            "budget", "\u{23F1}\u{FE0F}", // stopwatch
            "worker", "\u{1F469}\u{1F3FD}\u{200D}\u{1F527}", // woman mechanic, medium skin tone
            "glyph", "\u{1F524}", // input latin letters
            "swipe", "\u{1F449}\u{1F3FB}", // pointing right, light skin tone
            "render", "\u{1F3A8}", // palette
            "queue", "\u{1F6B6}\u{200D}\u{2642}\u{FE0F}", // man walking
            "smooth", "\u{1F1F3}\u{1F1F4}", // flag: Norway
            "decode", "\u{1F513}", // open lock
            "cancel", "\u{274C}", // cross mark
            "spring", "\u{1F331}", // seedling
        ]
    )
}
