extension WorldVoice {
    /// Chinese in simplified characters. Sentences are not spaced; the paragraph is one long run
    /// of characters with only Chinese punctuation in it.
    static let chinese = WorldVoice(
        name: "Chinese (simplified)",
        authors: [
            Author(name: "王晓燕", handle: "xiaoyan"), Author(name: "陈磊", handle: "陈磊"),
            Author(name: "林雨桐", handle: "yutong"), Author(name: "周明远", handle: "明远"),
        ],
        sentences: [
            "天还没亮就出门了，整座山只有我一个人。",
            "天气预报说全天有雨，结果一滴都没下。",
            "第三次来拍这个角度，光线终于肯配合了。",
            "过了桥走左边那条路，远一点，但风景值得。",
            "慢慢走，才看得见这些小东西。",
            "湖面静得像一面镜子，我到现在还在想。",
            "半小时后雾就上来了，什么都看不见了。",
            "膝盖有意见，但今天真是完美的一天。",
        ],
        sentenceSeparator: "",
        topics: ["日出", "徒步", "登山", "雾", "湖", "森林", "旅行", "散步"],
        mentionBefore: "和 @",
        mentionAfter: " 一起。",
        paragraph: """
            早上五点出发的时候，村子里还一片漆黑，只有几户人家的灯亮着。沿着河边的小路往上走，先是经过一片竹林，\
            竹叶上的露水打湿了裤腿，接着是一段很陡的石阶，走得我气喘吁吁。到了半山腰，天边开始发白，云海从山谷里\
            慢慢升起来，把远处的村庄一点一点地吞没。我在一块大石头上坐下，倒了一杯热茶，看着太阳从对面的山脊后面\
            探出头来，整片云海一下子变成了金色。那一刻谁都没有说话，连鸟都安静了。下山的时候遇到一位背着竹篓的\
            老奶奶，她说这样的云海一年只有十几天能看到，让我们秋天再来，那时候满山的枫叶都红了，比现在还要好看。
            """,
        pageHeading: { page, count in "第 \(page) 页，共 \(count) 页" },
        words: [
            "异步", "布局", "像素", "线程", "范围", "预加载", "显示", "位图", "纹理", "弹簧", "页面", "滑动",
            "节点", "代码块", "工作线程", "帧", "预算", "内存", "窗口", "测量", "换行", "字形", "文本行", "图像",
            "解码", "取消", "最近", "可见", "流畅", "主线程", "队列", "渲染",
        ],
        wordSeparator: "",
        sentenceEnd: "。",
        sectionName: { "第 \($0) 部分" }
    )
}
