extension WorldVoice {
    /// Arabic mixed with English words and numbers, as people write about hikes and cameras:
    /// runs of each direction in one line, digits among Arabic letters, and posts whose
    /// hashtag is English, which makes the whole paragraph run left to right.
    static let arabicEnglish = WorldVoice(
        name: "Arabic mixed with English and numbers",
        authors: [
            Author(name: "نور الأمين", handle: "nour"), Author(name: "Youssef Benali", handle: "youssef"),
            Author(name: "رنا خوري", handle: "rana"), Author(name: "Sami Haddad", handle: "sami"),
        ],
        sentences: [
            "مشينا 14 km على مسار GR 11 وصعدنا 1,200 m قبل الغداء.",
            "الكاميرا كانت على ISO 100 و f/8، والضوء كان مثاليًا عند الساعة 6:45.",
            "أول مرة أجرب وضع HDR في الضباب، والنتيجة أفضل مما توقعت.",
            "الـ GPS يقول 3.5 ساعات، لكننا احتجنا 5 لأننا توقفنا للتصوير كل 10 دقائق.",
            "Sunrise at 5:52، والشروق هنا يستحق الاستيقاظ المبكر.",
            "درجة الحرارة عند القمة كانت 3°C فقط، والرياح 40 km/h.",
            "Best coffee on the trail: قهوة عربية بالهيل بعد 20 km من المشي.",
            "الصورة رقم 27 من أصل 300، وهي المفضلة عندي.",
        ],
        topics: ["hiking", "مشي", "تصوير", "photography", "جبال", "sunrise"],
        mentionBefore: " مع @",
        mentionAfter: ".",
        pageHeading: { page, count in "الصفحة \(page) من \(count) · page \(page) of \(count)" },
        words: [
            "تخطيط", "layout", "60 fps", "بكسل", "GPU", "16 ms", "ذاكرة", "thread", "1024×700", "نافذة", "frame",
            "إطار", "v2.1", "صفحة", "swipe", "3.5 MB", "عرض", "render", "100%", "قياس", "glyph", "حرف", "UTF-8",
            "سطر", "queue", "طابور", "8 workers", "عامل", "decode", "فك", "2^52", "page",
        ]
    )
}
