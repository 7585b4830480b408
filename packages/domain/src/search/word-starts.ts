// Where the words of a name begin, for ranking pinyin-initial matches (issue 16: "hx" finds 华夏… and
// 长城核心…, not 化下 inside 智能化下半场). A place begins a word when it is the first of the text, follows a
// character that is neither letter nor digit, changes script (Han ↔ Latin or digit), or begins a Han word of
// two or more characters as the dictionary word segmenter reads it. One-character segments are not words:
// the segmenter splits unknown runs into single characters (智能|化|下|半场).
const HAN = /\p{Script=Han}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

type Segmenter = { segment(text: string): Iterable<{ segment: string; index: number }> };
let segmenter: Segmenter | null | undefined;

function zhSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (locale: string, options: { granularity: 'word' }) => Segmenter }).Segmenter;
    segmenter = Ctor ? new Ctor('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

function kind(char: string): 0 | 1 | 2 {
  if (HAN.test(char)) return 1;
  return WORD_CHAR.test(char) ? 2 : 0;
}

// 1 where a word begins, 0 elsewhere, one entry per UTF-16 unit of `text`.
export function wordStarts(text: string): Uint8Array {
  const starts = new Uint8Array(text.length);
  let before: 0 | 1 | 2 = 0;
  for (let i = 0; i < text.length; i += 1) {
    const now = kind(text[i] ?? '');
    if (now !== 0 && now !== before) starts[i] = 1;
    before = now;
  }
  const words = zhSegmenter();
  if (words) {
    for (const { segment, index } of words.segment(text)) {
      if (segment.length >= 2 && HAN.test(segment[0] ?? '')) starts[index] = 1;
    }
  }
  return starts;
}
