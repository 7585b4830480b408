import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import './search-trigger.css';
import { lazy, Suspense, useState } from 'react';

const SearchOutlined = iconOf(SearchOutlinedSvg);

// The overlay's code (and its styles) load on first use, outside the first bundle; hover or focus starts the download.
const loadOverlay = () => import('./components/search-overlay.tsx');
const SearchOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.SearchOverlay })));

// §2: the header's search entry on every public page.
export function SearchTrigger() {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadOverlay();
  return (
    <>
      <button
        type="button"
        className="fd-search-trigger"
        aria-label="搜索"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onFocus={prefetch}
        onMouseEnter={prefetch}
      >
        <SearchOutlined aria-hidden />
        <span className="fd-search-trigger__text">搜索</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
