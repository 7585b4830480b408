import { Link } from 'react-router';
import { HOME_BREADCRUMB, type BreadcrumbItem } from './breadcrumb-items.ts';
import './shared-ui.css';

export type { BreadcrumbItem } from './breadcrumb-items.ts';

interface PageBreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

// §3 breadcrumbList: every inner page shows where it sits, starting at 首页.
export function PageBreadcrumbs({ items, className }: PageBreadcrumbsProps) {
  const trail = [HOME_BREADCRUMB, ...items];
  return (
    <nav aria-label="面包屑导航" className={['fd-breadcrumbs', className].filter(Boolean).join(' ')}>
      <ol className="fd-breadcrumbs__list">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${item.title}`} className="fd-breadcrumbs__item">
              {item.to && !last ? (
                <Link className="fd-breadcrumbs__link" to={item.to}>
                  {item.title}
                </Link>
              ) : (
                <span className="fd-breadcrumbs__current" aria-current={last ? 'page' : undefined}>
                  {item.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
