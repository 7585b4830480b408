import type { OpsPermission } from '@fund-direct/domain/ops';
import type { ReactNode } from 'react';

// Headings that gather the entries of one kind of work in the side menu.
export const OPS_MENU_GROUPS = {
  content: '内容管理',
  service: '客户服务',
} as const;

export type OpsMenuGroup = keyof typeof OPS_MENU_GROUPS;

// What a feature contributes to the side menu (features/<area>/<area>-routes.tsx); app/menu.ts lists them.
export interface OpsMenuEntry {
  // The client route, below the /ops basename (e.g. '/dashboard').
  path: string;
  label: string;
  icon?: ReactNode;
  // The permission the page needs (domain ops OPS_PERMISSIONS); the server enforces it on every call.
  permission: OpsPermission;
  // Listed under this heading, where the group's first entry stands.
  group?: OpsMenuGroup;
}

export type OpsMenuNode =
  { kind: 'entry'; entry: OpsMenuEntry } | { kind: 'group'; group: OpsMenuGroup; label: string; entries: OpsMenuEntry[] };

// The menu as the shell draws it: ungrouped entries in their order, each group gathered where its first entry stands.
export function menuTree(entries: readonly OpsMenuEntry[]): OpsMenuNode[] {
  const nodes: OpsMenuNode[] = [];
  const groups = new Map<OpsMenuGroup, OpsMenuEntry[]>();
  for (const entry of entries) {
    if (!entry.group) {
      nodes.push({ kind: 'entry', entry });
      continue;
    }
    const members = groups.get(entry.group);
    if (members) {
      members.push(entry);
      continue;
    }
    const created = [entry];
    groups.set(entry.group, created);
    nodes.push({ kind: 'group', group: entry.group, label: OPS_MENU_GROUPS[entry.group], entries: created });
  }
  return nodes;
}

// Only what the signed-in staff member may open: the page hides what the role cannot do.
export function visibleMenuEntries(entries: readonly OpsMenuEntry[], permissions: readonly OpsPermission[]): OpsMenuEntry[] {
  const granted = new Set<OpsPermission>(permissions);
  return entries.filter((entry) => granted.has(entry.permission));
}

// The entry a location belongs to: its own path or any path below it.
export function menuEntryFor(entries: readonly OpsMenuEntry[], pathname: string): OpsMenuEntry | undefined {
  return entries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
}
