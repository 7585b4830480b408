import type { ReactNode } from 'react';

export interface TradeFact {
  label: string;
  value: ReactNode;
}

// Figures of the order at a glance (holding, minimum, limits, dates).
export function TradeFacts({ items, label }: { items: readonly (TradeFact | null | undefined | false)[]; label: string }) {
  const shown = items.filter((item): item is TradeFact => Boolean(item));
  if (shown.length === 0) return null;
  return (
    <dl className="fd-trade-facts" aria-label={label}>
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// A labelled list of quote lines (fee, estimated amount, dates).
export function QuoteRows({ rows, label }: { rows: readonly (TradeFact | null | undefined | false)[]; label: string }) {
  const shown = rows.filter((row): row is TradeFact => Boolean(row));
  return (
    <dl className="fd-trade-quote" aria-label={label}>
      {shown.map((row) => (
        <div key={row.label} className="fd-trade-quote__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
