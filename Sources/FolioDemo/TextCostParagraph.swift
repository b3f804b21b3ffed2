/// The paragraphs whose layout and drawing `folio-demo text-cost` times: the same scene in
/// English, in Chinese, and in Arabic mixed with English and digits, of about the same length on
/// screen. Plain values: usable on any thread.
enum TextCostParagraph: String, CaseIterable, Codable, Sendable {
    /// 120 English words: spaces to break at, one script, kerned Latin letters.
    case latin
    /// 216 Chinese characters and punctuation without a space: lines break between characters.
    case cjk
    /// 120 words of Arabic (right to left, joined letters) with English phrases, times, prices
    /// and counts in Western digits among them: runs in both directions on one line.
    case arabic

    var text: String {
        switch self {
        case .latin:
            "The old harbour wakes before the town does. Before the first ferry leaves, the fishermen are already mending nets "
                + "on the quay, trading news in low voices while gulls circle above the masts. By seven the bakery on the corner has "
                + "opened its shutters, and the smell of warm bread drifts down to the water. Tourists arrive later, cameras ready, "
                + "hoping to catch the light as it climbs over the hills and turns the painted houses gold. Most of them stay an "
                + "hour, buy a postcard and move on. Those who linger learn the harbour's real rhythm: the tide that empties the "
                + "basin twice a day, the bells at noon, and the quiet evenings when everyone sits outside until dark."
        case .cjk:
            "老港口总是比小镇醒得更早。第一班渡轮出发之前，渔民们已经坐在码头上修补渔网，一边低声交换消息，一边看着海鸥在桅杆上空盘旋。"
                + "七点钟，街角的面包店拉开了卷帘门，刚出炉的面包香气一直飘到水边。游客们来得晚一些，手里拿着相机，想要拍下阳光越过山丘、"
                + "把彩色房屋染成金黄的那一刻。他们大多只停留一个小时，买一张明信片就离开了。愿意多留几天的人，才会慢慢懂得港口真正的节奏："
                + "每天两次退去的潮水，正午响起的钟声，还有大家坐在门外聊到天黑的安静夜晚。"
        case .arabic:
            "افتتح متحف المدينة يوم 14 مارس 2026 معرضا جديدا بعنوان Light and Water، يضم أكثر من 250 صورة فوتوغرافية من 12 دولة. "
                + "وقال مدير المتحف إن الزوار يستطيعون شراء التذاكر عند المدخل بسعر 35 درهما للكبار و15 درهما للطلاب. "
                + "يفتح المعرض أبوابه من الساعة 9:30 صباحا حتى 6:00 مساء، ما عدا يوم الجمعة. "
                + "The curators chose photographs that show how the city changes when the tide comes in and goes out. "
                + "في القاعة الثالثة يعرض فيلم قصير مدته 18 دقيقة باللغتين العربية والإنجليزية. "
                + "Visitors can also join a guided tour at 11:00 in the morning or at 4:00 in the afternoon. "
                + "وقد بلغ عدد الزوار في الأسبوع الأول نحو 8,400 زائر، وهو رقم قياسي للمتحف منذ افتتاحه قبل 40 عاما."
        }
    }

    /// How many words the paragraph has, counted between white space (the Chinese has none, so 1).
    var wordCount: Int {
        text.split(whereSeparator: \.isWhitespace).count
    }
}
