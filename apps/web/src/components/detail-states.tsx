import { Link } from 'react-router';
import { PageBreadcrumbs, type BreadcrumbItem } from './breadcrumbs.tsx';
import { QueryStatus } from './query-status.tsx';
import { StatusView } from './status-view.tsx';
import { useResponseStatus } from './response-status.ts';

interface MissingViewProps {
  code?: string;
  title: string;
  description: string;
  back: { to: string; label: string };
}

// An item that does not exist (any more), with the way back to where it can be found.
export function MissingView({ code, title, description, back }: MissingViewProps) {
  return (
    <StatusView
      code={code}
      title={title}
      description={description}
      actions={
        <Link className="fd-button fd-button--primary" to={back.to}>
          {back.label}
        </Link>
      }
    />
  );
}

interface NotFoundPageProps {
  trail: readonly BreadcrumbItem[];
  title: string;
  description: string;
  back: { to: string; label: string };
}

// A detail page whose id is malformed or unknown: breadcrumbs, a 404 and the way back to the list (app/head names it).
export function NotFoundPage({ trail, title, description, back }: NotFoundPageProps) {
  useResponseStatus(404);
  return (
    <div className="fd-container">
      <PageBreadcrumbs items={trail} />
      <MissingView code="404" title={title} description={description} back={back} />
    </div>
  );
}

interface DetailPendingProps {
  className: string;
  trail: readonly BreadcrumbItem[];
  // The page's h1 while its data loads (hidden, for assistive technology).
  heading: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}

// A detail page still loading or failed: a full-height status keeps the footer from jumping.
export function DetailPending({ className, trail, heading, query }: DetailPendingProps) {
  return (
    <div className={`fd-container ${className}`}>
      <PageBreadcrumbs items={trail} />
      <h1 className="fd-visually-hidden">{heading}</h1>
      <QueryStatus loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()} minHeight="100vh" />
    </div>
  );
}
