import { highlightSegments, type MatchRange } from '@fund-direct/domain/search';

// §2: matches are shown in red.
export function Highlighted({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, i) =>
        segment.hit ? (
          <mark key={i} className="fd-search__hit">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
