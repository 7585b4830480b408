import { menuEntryFor, ROUTE_PATHS, type MenuBlock, type MenuEntry, type RouteName } from '@fund-direct/domain/guards';
import type { BreadcrumbItem } from '@/components/breadcrumbs.tsx';
import { ACCOUNT_PAGE_TITLES } from './page-titles.ts';

export interface AccountTrail {
  title: string;
  entry: MenuEntry | undefined;
  crumbs: BreadcrumbItem[];
}

// Heading, highlighted menu entry and breadcrumbs of the current page: 首页 › block › entry › page,
// the page step left out when it is the entry's own first page.
export function accountTrail(blocks: readonly MenuBlock[], route: RouteName | undefined): AccountTrail {
  const entry = route ? menuEntryFor(blocks, route) : undefined;
  const block = entry ? blocks.find((item) => item.entries.includes(entry)) : blocks[0];
  const title = (route && ACCOUNT_PAGE_TITLES[route]) ?? entry?.label ?? block?.title ?? '个人中心';
  const crumbs: BreadcrumbItem[] = [];
  const first = block?.entries[0];
  if (block) crumbs.push({ title: block.title, ...(first ? { to: pathOf(first.routes[0]) } : {}) });
  if (entry && entry.routes[0] !== route) crumbs.push({ title: entry.label, to: pathOf(entry.routes[0]) });
  crumbs.push({ title });
  return { title, entry, crumbs };
}

export function pathOf(route: RouteName): string {
  return ROUTE_PATHS[route];
}
