// §3: session storage key names.
export const SESSION_KEYS = {
  token: 'token',
  toPage: 'toPage',
  searchHistory: 'searchHistory',
  areaData: 'areaData',
  bankBinData: 'bankBinData',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

// §4: the page a login prompt came from, restored after login.
export interface ToPage {
  name: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export const SEARCH_HISTORY_LIMIT = 10;

// §5: only a non-empty keyword is added, and only if absent; newest first, at most 10.
export function addSearchHistory(list: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (word === '' || list.includes(word)) return list.slice(0, SEARCH_HISTORY_LIMIT);
  return [word, ...list].slice(0, SEARCH_HISTORY_LIMIT);
}
