import { formatDate } from '@fund-direct/domain/format';
import type { ServiceItem } from '@fund-direct/domain/contracts';
import { RichText } from '@/components/rich-text.tsx';
import { AttachmentLinks } from '@/components/attachment-links.tsx';

// The articles of one service-centre page, newest first; several get a table of contents.
export function ServiceItems({ items }: { items: readonly ServiceItem[] }) {
  return (
    <>
      {items.length > 2 ? (
        <nav className="fd-service-toc" aria-label="本页目录">
          <ol>
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#fd-service-item-${item.id}`}>{item.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {items.map((item) => (
        <article key={item.id} className="fd-service-item" aria-labelledby={`fd-service-item-${item.id}`}>
          <header className="fd-service-item__head">
            <h2 id={`fd-service-item-${item.id}`} className="fd-service-item__title">
              {item.title}
            </h2>
            <time className="fd-service-item__time" dateTime={formatDate(item.serviceTime)}>
              更新日期：{formatDate(item.serviceTime)}
            </time>
          </header>
          <RichText html={item.contentHtml} />
          <AttachmentLinks className="fd-service-files" files={item.attachments} />
        </article>
      ))}
    </>
  );
}
