import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface HomeTabsProps<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

// WAI-ARIA tabs (arrow keys move between tabs); the panel shows the active tab's content.
export function HomeTabs<K extends string>({ label, tabs, active, onChange, children }: HomeTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className="fd-home-tabs">
      <div ref={list} className="fd-home-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            data-key={tab.key}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className="fd-home-tabs__tab"
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${active}`} className="fd-home-tabs__panel">
        {children}
      </div>
    </div>
  );
}
