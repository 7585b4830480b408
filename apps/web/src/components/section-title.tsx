import type { ReactNode } from 'react';
import './shared-ui.css';

interface SectionTitleProps {
  title: ReactNode;
  // Give the id to aria-labelledby of the enclosing section.
  id?: string;
  level?: 1 | 2 | 3;
  // Right-aligned: a "more" link, tabs, a date.
  extra?: ReactNode;
  className?: string;
}

// The heading of a page section: accent bar, title, optional extra on the right.
export function SectionTitle({ title, id, level = 2, extra, className }: SectionTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={['fd-section-title', className].filter(Boolean).join(' ')}>
      <Heading id={id} className="fd-section-title__text">
        {title}
      </Heading>
      {extra ? <div className="fd-section-title__extra">{extra}</div> : null}
    </div>
  );
}
