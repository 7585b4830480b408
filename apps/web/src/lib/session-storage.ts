import { SESSION_KEYS, addSearchHistory, type ToPage } from '@fund-direct/domain/session-keys';

// §3: the only module that touches sessionStorage. Reads never throw: storage can be
// unavailable (privacy mode, quota) and a broken entry is treated as absent.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeText(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session simply does not persist.
  }
}

function readJson<T>(key: string): T | null {
  const raw = readText(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

// §4: logged in means a token is held in session storage.
export const tokenStore = {
  get: (): string | null => readText(SESSION_KEYS.token) || null,
  set: (token: string): void => writeText(SESSION_KEYS.token, token),
  clear: (): void => writeText(SESSION_KEYS.token, null),
};

// §4: the page a login prompt came from; read once after login.
export const toPageStore = {
  get: (): ToPage | null => readJson<ToPage>(SESSION_KEYS.toPage),
  set: (page: ToPage): void => writeJson(SESSION_KEYS.toPage, page),
  clear: (): void => writeText(SESSION_KEYS.toPage, null),
};

export const searchHistoryStore = {
  get: (): string[] => {
    const list = readJson<unknown>(SESSION_KEYS.searchHistory);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  },
  // §5: a keyword is added only if absent.
  add: (keyword: string): string[] => {
    const next = addSearchHistory(searchHistoryStore.get(), keyword);
    writeJson(SESSION_KEYS.searchHistory, next);
    return next;
  },
  clear: (): void => writeText(SESSION_KEYS.searchHistory, null),
};

// §7: static area and bank-bin JSON are cached for the session; the shape belongs to the caller.
export const areaDataStore = {
  get: <T>(): T | null => readJson<T>(SESSION_KEYS.areaData),
  set: (data: unknown): void => writeJson(SESSION_KEYS.areaData, data),
};

export const bankBinStore = {
  get: <T>(): T | null => readJson<T>(SESSION_KEYS.bankBinData),
  set: (data: unknown): void => writeJson(SESSION_KEYS.bankBinData, data),
};
