import CloseOutlinedSvg from '@ant-design/icons-svg/es/asn/CloseOutlined';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import '../search.css';
import type { SearchItem } from '@fund-direct/domain/contracts';
import { SEARCH_TEXTS } from '@fund-direct/domain/search';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchHistoryStore } from '@/lib/session-storage.ts';
import { itemHref } from '../search-links.ts';
import { useSearch } from '../use-search.ts';
import { SearchResults } from './search-results.tsx';
import { SearchSuggestions } from './search-suggestions.tsx';

const CloseOutlined = iconOf(CloseOutlinedSvg);
const SearchOutlined = iconOf(SearchOutlinedSvg);

interface Props {
  onClose: () => void;
}

// §2 hot search overlay. Loaded only once the header's search box is used.
export function SearchOverlay({ onClose }: Props) {
  const [keyword, setKeyword] = useState('');
  const [history, setHistory] = useState<string[]>(() => searchHistoryStore.get());
  const [activeIndex, setActiveIndex] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const state = useSearch(keyword);
  const items: SearchItem[] = state.status === 'done' ? state.result.list : [];

  useEffect(() => {
    input.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  useEffect(() => setActiveIndex(-1), [state]);

  // §5: history keeps a keyword only once, newest first.
  const remember = (word: string) => setHistory(searchHistoryStore.add(word));

  // A click follows the result's link; Enter navigates here (the chosen row, else the first).
  const chosen = () => {
    remember(keyword);
    onClose();
  };
  const open = (item: SearchItem) => {
    chosen();
    void navigate(itemHref(item));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setActiveIndex((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActiveIndex((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // Enter without a chosen row opens the first result (the best match of the first group).
      const item = items[activeIndex] ?? items[0];
      if (item) open(item);
      else if (keyword.trim() !== '') remember(keyword);
    }
  };

  return (
    <div className="fd-search" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="fd-search__panel" role="dialog" aria-modal="true" aria-label="搜索">
        <div className="fd-search__bar">
          <SearchOutlined className="fd-search__icon" aria-hidden />
          <input
            ref={input}
            className="fd-search__input"
            type="search"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls="fd-search-results"
            aria-activedescendant={activeIndex >= 0 ? `fd-search-option-${activeIndex}` : undefined}
            aria-label={SEARCH_TEXTS.placeholder}
            placeholder={SEARCH_TEXTS.placeholder}
            value={keyword}
            maxLength={50}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="fd-search__close" aria-label="关闭搜索" onClick={onClose}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
        <div className="fd-search__body" id="fd-search-results" aria-live="polite">
          {keyword.trim() === '' ? (
            <SearchSuggestions
              history={history}
              onPick={(word) => {
                setKeyword(word);
                remember(word);
              }}
              onClearHistory={() => {
                searchHistoryStore.clear();
                setHistory([]);
              }}
            />
          ) : state.status === 'done' ? (
            <SearchResults result={state.result} activeIndex={activeIndex} onChoose={chosen} onNavigate={onClose} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
