import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

export interface TabBarItem {
  key: string;
  label: ReactNode;
}

interface TabBarProps {
  items: readonly TabBarItem[];
  activeKey: string;
  onChange: (key: string) => void;
  // Names the tab list for screen readers.
  label: string;
  // Prefix of the tab and panel ids (unique on the page).
  idPrefix: string;
}

export function tabId(idPrefix: string, key: string): string {
  return `${idPrefix}-tab-${key}`;
}

export function panelId(idPrefix: string, key: string): string {
  return `${idPrefix}-panel-${key}`;
}

// WAI-ARIA tabs that scroll sideways on narrow screens instead of folding into a menu (a
// "more" button inside a tablist is not a tab, which screen readers and axe object to).
// Arrow keys, Home and End move between tabs; only the active tab is in the tab order.
export function TabBar({ items, activeKey, onChange, label, idPrefix }: TabBarProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    onChange(target.key);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, target.key))}`)?.focus();
  };
  return (
    <div ref={listRef} className="fd-tab-bar" role="tablist" aria-label={label}>
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            className={active ? 'fd-tab-bar__tab fd-tab-bar__tab--active' : 'fd-tab-bar__tab'}
            aria-selected={active}
            aria-controls={panelId(idPrefix, item.key)}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, activeKey, children }: { idPrefix: string; activeKey: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, activeKey)} aria-labelledby={tabId(idPrefix, activeKey)} className="fd-tab-panel">
      {children}
    </div>
  );
}
