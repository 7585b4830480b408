import { Link } from 'react-router';
import './shared-ui.css';

export interface BreadcrumbItem {
  title: string;
  // Omitted for the current page (the last item).
  to?: string;
}

interface PageBreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

export const HOME_BREADCRUMB: BreadcrumbItem = { title: '首页', to: '/home' };

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
