import DeleteOutlinedSvg from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { HOT_SEARCH_TOP } from '@fund-direct/domain/constants';
import { SEARCH_TEXTS } from '@fund-direct/domain/search';
import { useHotKeywords } from '../api/hot-keywords.ts';

const DeleteOutlined = iconOf(DeleteOutlinedSvg);

interface Props {
  history: readonly string[];
  onPick: (keyword: string) => void;
  onClearHistory: () => void;
}

// §2 empty input: the session's search history (with clear) and the hot keywords, the top 4 with rank icons.
export function SearchSuggestions({ history, onPick, onClearHistory }: Props) {
  const hot = useHotKeywords();
  return (
    <div className="fd-search__suggestions">
      {history.length > 0 ? (
        <section className="fd-search__block" aria-label={SEARCH_TEXTS.history}>
          <header className="fd-search__group-head">
            <h3>{SEARCH_TEXTS.history}</h3>
            <button type="button" className="fd-search__clear" onClick={onClearHistory}>
              <DeleteOutlined aria-hidden /> {SEARCH_TEXTS.clearHistory}
            </button>
          </header>
          <ul className="fd-search__chips">
            {history.map((word) => (
              <li key={word}>
                <button type="button" className="fd-search__chip" onClick={() => onPick(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hot.data && hot.data.length > 0 ? (
        <section className="fd-search__block" aria-label={SEARCH_TEXTS.hot}>
          <header className="fd-search__group-head">
            <h3>{SEARCH_TEXTS.hot}</h3>
          </header>
          <ol className="fd-search__hot">
            {hot.data.map((item, i) => (
              <li key={item.id}>
                <button type="button" className="fd-search__hot-item" onClick={() => onPick(item.keyWord)}>
                  {i < HOT_SEARCH_TOP ? (
                    <span className={`fd-search__rank fd-search__rank--${i + 1}`} data-rank={i + 1} aria-label={`第${i + 1}名`}>
                      {i + 1}
                    </span>
                  ) : (
                    <span className="fd-search__rank fd-search__rank--plain">{i + 1}</span>
                  )}
                  <span>{item.keyWord}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
