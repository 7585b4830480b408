import type { OpsPermission } from '@fund-direct/domain/ops';
import type { ReactNode } from 'react';

// What a feature contributes to the side menu (features/<area>/<area>-routes.tsx); app/menu.ts lists them.
export interface OpsMenuEntry {
  // The client route, below the /ops basename (e.g. '/dashboard').
  path: string;
  label: string;
  icon?: ReactNode;
  // The permission the page needs (domain ops OPS_PERMISSIONS); the server enforces it on every call.
  permission: OpsPermission;
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
