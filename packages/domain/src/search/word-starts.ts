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

// Where the script changes (the first two rules above), into `starts` from `offset` on.
function markScriptChanges(text: string, starts: Uint8Array, offset: number): void {
  let before: 0 | 1 | 2 = 0;
  for (let i = 0; i < text.length; i += 1) {
    const now = kind(text[i] ?? '');
    if (now !== 0 && now !== before) starts[offset + i] = 1;
    before = now;
  }
}

function isHanWord(segment: string): boolean {
  return segment.length >= 2 && HAN.test(segment[0] ?? '');
}

// 1 where a word begins, 0 elsewhere, one entry per UTF-16 unit of `text`.
export function wordStarts(text: string): Uint8Array {
  const starts = new Uint8Array(text.length);
  markScriptChanges(text, starts, 0);
  const words = zhSegmenter();
  if (words) {
    for (const { segment, index } of words.segment(text)) if (isHanWord(segment)) starts[index] = 1;
  }
  return starts;
}

// The runs the segmenter reads with its dictionary (Han and kana, ICU's dictionary characters): it breaks every other
// character by rule, so a run is segmented the same alone as inside any text.
const RUNS_PER_CALL = 32;
const DICTIONARY_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]{2,}/gu;

// wordStarts of many texts, into one array at their offsets (the server's search index). Names and titles repeat the
// same words: each distinct dictionary run is segmented once instead of every text (a third of the index's build).
export function wordStartsInto(texts: readonly string[], starts: Uint8Array, offsets: ArrayLike<number>): void {
  const runs = new Map<string, number[]>();
  texts.forEach((text, r) => {
    markScriptChanges(text, starts, offsets[r]!);
    for (const [run] of text.matchAll(DICTIONARY_RUN)) runs.set(run, []);
  });
  const words = zhSegmenter();
  if (!words || runs.size === 0) return;
  // A few dozen runs per call: the segmenter slows down more than linearly on long inputs (a thousand runs at once
  // cost more than segmenting every text).
  const distinct = [...runs.keys()];
  for (let from = 0; from < distinct.length; from += RUNS_PER_CALL) {
    const chunk = distinct.slice(from, from + RUNS_PER_CALL);
    // A line break ends a run without joining it to the next.
    let run = 0;
    let runStart = 0;
    for (const { segment, index } of words.segment(chunk.join('\n'))) {
      while (index >= runStart + chunk[run]!.length + 1) {
        runStart += chunk[run]!.length + 1;
        run += 1;
      }
      if (isHanWord(segment)) runs.get(chunk[run]!)!.push(index - runStart);
    }
  }
  texts.forEach((text, r) => {
    for (const match of text.matchAll(DICTIONARY_RUN)) {
      const at = offsets[r]! + match.index;
      for (const place of runs.get(match[0])!) starts[at + place] = 1;
    }
  });
}
