import type { ReactNode } from 'react';

interface StatusViewProps {
  code?: string;
  title: string;
  description?: string;
  actions?: ReactNode;
}

// A light stand-in for antd Result (whose illustrations would weigh on every first load).
export function StatusView({ code, title, description, actions }: StatusViewProps) {
  return (
    <section className="fd-status" aria-labelledby="fd-status-title">
      {code ? (
        <p className="fd-status__code" aria-hidden>
          {code}
        </p>
      ) : null}
      <h1 id="fd-status-title" className="fd-status__title">
        {title}
      </h1>
      {description ? <p className="fd-status__description">{description}</p> : null}
      {actions ? <div className="fd-status__actions">{actions}</div> : null}
    </section>
  );
}
