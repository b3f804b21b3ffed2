/// What the demos' generated text is written in (`--text`): `latin` is the English text the
/// demos have always shown, kept byte for byte so that a run compares with older ones; `world`
/// mixes in text in other scripts and emoji (`WorldVoice`), for the text engine's shaping,
/// bidirectional text and fallback fonts. A plain value: usable on any thread.
enum TextRepertoire: String, CaseIterable, Sendable {
    case latin
    case world
}
