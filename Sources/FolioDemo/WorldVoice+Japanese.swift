extension WorldVoice {
    /// Japanese: kanji, hiragana and katakana together. Sentences are not spaced; a mention
    /// keeps a space before the "@", which makes it a word of its own.
    static let japanese = WorldVoice(
        name: "Japanese",
        authors: [
            Author(name: "佐藤美咲", handle: "misaki"), Author(name: "山本健太", handle: "けんた"),
            Author(name: "高橋ゆい", handle: "yui"), Author(name: "中村翔", handle: "翔"),
        ],
        sentences: [
            "日の出前に出かけたら、景色をひとり占めできました。",
            "天気予報は一日中雨だったけど、見事に外れました。",
            "三回目の挑戦で、やっと光が味方してくれた。",
            "橋を渡ったら左の道へ。少し遠回りだけど、景色は最高です。",
            "小さなものを、ゆっくり見つける散歩。",
            "水面があまりに静かで、まだ忘れられません。",
            "三十分後には霧が出て、何もかも消えてしまった。",
            "膝は文句を言っているけど、最高の一日でした。",
        ],
        sentenceSeparator: "",
        topics: ["日の出", "山歩き", "霧", "湖", "森", "旅", "散歩", "紅葉"],
        mentionBefore: " @",
        mentionAfter: " さんと一緒に。",
        pageHeading: { page, count in "全 \(count) ページ中 \(page) ページ目" },
        words: [
            "非同期", "レイアウト", "ピクセル", "スレッド", "範囲", "先読み", "表示", "ビットマップ", "テクスチャ",
            "ばね", "ページ", "スワイプ", "ノード", "ブロック", "ワーカー", "フレーム", "予算", "メモリ", "ウィンドウ",
            "計測", "折り返し", "グリフ", "行", "画像", "デコード", "取り消し", "最寄り", "可視", "なめらか", "メイン",
            "キュー", "描画",
        ],
        wordSeparator: "",
        sentenceEnd: "。",
        sectionName: { "セクション \($0)" }
    )
}
