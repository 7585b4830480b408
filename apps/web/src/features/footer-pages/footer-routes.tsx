import { FOOTER_PAGE_KEYS, type FooterPageKey } from '@fund-direct/domain/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';

const footerPage = (footerKey: FooterPageKey) => () =>
  import('./routes/footer-page.tsx').then((m) => ({ Component: m.FooterPage, loader: () => m.loadFooterPage(footerKey) }));

// §2 footer pages: /footer/<key> for each key; any other key falls through to the 404 page.
export const footerRoutes: RouteObject[] = FOOTER_PAGE_KEYS.map((footerKey) => ({
  path: `footer/${footerKey}`,
  handle: { footerKey },
  ...lazyPage(footerPage(footerKey)),
}));
