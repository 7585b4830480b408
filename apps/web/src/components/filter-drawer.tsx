import FilterOutlinedSvg from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import './filter-drawer.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';

const FilterOutlined = iconOf(FilterOutlinedSvg);

const FilterDrawerPanel = lazy(() => import('./filter-drawer-panel.tsx'));

interface FilterDrawerProps<V> {
  // The filters as applied.
  value: V;
  // How many filters value sets; shown on the 筛选 button.
  count: number;
  title: string;
  onApply: (next: V) => void;
  onReset: () => void;
  // The filter controls over a value: the applied one on desktop, a draft in the drawer.
  children: (value: V, change: (patch: Partial<V>) => void, inDrawer: boolean) => ReactNode;
}

// On desktop the filters sit above their list and apply at once; below 576 px they move into a
// bottom drawer behind a 筛选 button, where they are edited as a draft and applied together, so a
// phone does not reload the list on every tap. Both are in the page and CSS shows one: the server's HTML is already
// laid out for the screen it lands on, and nothing moves when the page hydrates.
export function FilterDrawer<V>({ value, count, title, onApply, onReset, children }: FilterDrawerProps<V>) {
  const [draft, setDraft] = useState<V | null>(null);
  // Once opened, the drawer stays mounted so that it can slide away when closed.
  const [opened, setOpened] = useState(false);

  const close = () => setDraft(null);
  return (
    <>
      <div className="fd-filter-drawer__inline">{children(value, (patch) => onApply({ ...value, ...patch }), false)}</div>
      <div className="fd-filter-drawer">
        <button
          type="button"
          className="fd-button fd-filter-drawer__button"
          onClick={() => {
            setOpened(true);
            setDraft(value);
          }}
          aria-haspopup="dialog"
          aria-label={count > 0 ? `筛选，已设${count}项` : '筛选'}
        >
          <FilterOutlined aria-hidden />
          筛选
          {count > 0 ? (
            <span className="fd-filter-drawer__count" aria-hidden>
              {count}
            </span>
          ) : null}
        </button>
        {opened ? (
          <Suspense fallback={null}>
            <FilterDrawerPanel
              title={title}
              open={draft !== null}
              onClose={close}
              onReset={() => {
                onReset();
                close();
              }}
              onApply={() => {
                if (draft !== null) onApply(draft);
                close();
              }}
            >
              {draft !== null
                ? children(draft, (patch) => setDraft((current) => (current === null ? current : { ...current, ...patch })), true)
                : null}
            </FilterDrawerPanel>
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
