import { useEffect, useRef } from 'react';
import './rich-text.css';

interface RichTextProps {
  // HTML from a content call (articles, notices, service and footer pages).
  html: string;
  className?: string;
}

function opensInNewTab(anchor: HTMLAnchorElement): boolean {
  const href = anchor.getAttribute('href') ?? '';
  return /\.pdf(?:[?#]|$)/iu.test(href) || /^https?:\/\//iu.test(href);
}

// Why dangerouslySetInnerHTML is safe here: the server sanitises every rich text once, when it
// is written (allow-list of tags and attributes, no scripts, styles or event handlers, only
// http(s)/relative/mailto/tel links), and the client receives it through the zod contract.
// Nothing user-typed on this site reaches these fields.
export function RichText({ html, className }: RichTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Documents (PDF) and other sites open in a new tab; the sanitiser strips `target`.
    for (const anchor of ref.current?.querySelectorAll('a') ?? []) {
      if (!opensInNewTab(anchor)) continue;
      anchor.target = '_blank';
      anchor.rel = 'noopener noreferrer';
    }
  }, [html]);
  return <div ref={ref} className={['fd-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
