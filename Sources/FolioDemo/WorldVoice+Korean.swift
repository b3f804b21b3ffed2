extension WorldVoice {
    /// Korean in Hangul, its words spaced.
    static let korean = WorldVoice(
        name: "Korean",
        authors: [
            Author(name: "김지은", handle: "jieun"), Author(name: "박민준", handle: "민준"),
            Author(name: "이서연", handle: "seoyeon"), Author(name: "최도윤", handle: "도윤"),
        ],
        sentences: [
            "해 뜨기 전에 나갔더니 이곳을 혼자 독차지했어요.",
            "일기예보는 하루 종일 비라고 했지만 완전히 틀렸네요.",
            "이 사진은 세 번째 도전 만에 드디어 빛이 도와줬어요.",
            "가신다면 다리를 건너 왼쪽 길로 가세요. 조금 더 멀지만 걸음마다 그만한 가치가 있어요.",
            "작은 것들을 천천히 들여다보는 산책.",
            "물이 얼마나 고요했는지 아직도 생각나요.",
            "30분 뒤에 안개가 밀려와서 모든 게 사라졌어요.",
            "무릎은 반대하지만 완벽한 하루였어요.",
        ],
        topics: ["일출", "등산", "산", "안개", "바다", "숲", "여행", "산책"],
        mentionBefore: " @",
        mentionAfter: " 님과 함께.",
        pageHeading: { page, count in "전체 \(count)쪽 중 \(page)쪽" },
        words: [
            "비동기", "레이아웃", "픽셀", "스레드", "범위", "미리불러오기", "화면", "비트맵", "텍스처", "스프링",
            "페이지", "스와이프", "노드", "블록", "작업자", "프레임", "예산", "메모리", "창", "측정", "줄바꿈",
            "글리프", "줄", "이미지", "디코딩", "취소", "가장가까운", "보이는", "부드러운", "메인", "대기열", "렌더링",
        ],
        sectionName: { "섹션 \($0)" }
    )
}
