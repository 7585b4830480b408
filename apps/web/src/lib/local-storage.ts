// The only module that touches localStorage. Unlike the session keys (a tab's login state), these entries outlive
// the tab and are shared by every page of the origin, so each name carries the site's `fd_` prefix.
export const LOCAL_KEYS = {
  fundCompare: 'fd_fundCompare',
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

// Reads never throw: storage can be unavailable (privacy mode, quota, the server) and a broken entry counts as absent.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalJson(key: LocalKey): unknown {
  try {
    const raw = storage()?.getItem(key) ?? null;
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeLocalJson(key: LocalKey, value: unknown): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the selection simply does not outlive the page.
  }
}
