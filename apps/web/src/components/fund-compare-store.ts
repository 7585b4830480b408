import { useSyncExternalStore } from 'react';
import { FUND_COMPARE_MAX } from '@fund-direct/domain/contracts';
import { toast } from '@/lib/feedback.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson } from '@/lib/local-storage.ts';

export interface CompareFundRef {
  fundCode: string;
  fundName: string;
}

export const COMPARE_LIMIT_TEXT = `最多对比${FUND_COMPARE_MAX}只基金`;

const EMPTY: readonly CompareFundRef[] = [];
const FUND_CODE = /^\d{6}$/;

let selected: readonly CompareFundRef[] = EMPTY;
const listeners = new Set<() => void>();

// Whatever another version of the site (or a hand edit) left in storage: keep the well-formed entries, once each.
function parseStored(value: unknown): readonly CompareFundRef[] {
  if (!Array.isArray(value)) return EMPTY;
  const out: CompareFundRef[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { fundCode, fundName } = item as Record<string, unknown>;
    if (typeof fundCode !== 'string' || !FUND_CODE.test(fundCode) || typeof fundName !== 'string') continue;
    if (out.some((fund) => fund.fundCode === fundCode)) continue;
    out.push({ fundCode, fundName });
  }
  return out.length === 0 ? EMPTY : out.slice(0, FUND_COMPARE_MAX);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function set(next: readonly CompareFundRef[]): void {
  selected = next.length === 0 ? EMPTY : next;
  writeLocalJson(LOCAL_KEYS.fundCompare, next.length === 0 ? null : next);
  notify();
}

function reload(): void {
  selected = parseStored(readLocalJson(LOCAL_KEYS.fundCompare));
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === LOCAL_KEYS.fundCompare) reload();
}

// Storage is read when the first component subscribes, that is after it mounted: the server and the hydrating
// render both see an empty selection (getServerSnapshot), so the markup matches and the bar appears a moment later.
// Another tab's changes arrive through the storage event.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage);
    reload();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => selected;
const getServerSnapshot = () => EMPTY;

export const fundCompareSelection = {
  get: (): readonly CompareFundRef[] => selected,
  // False (with the limit message) when the selection is full.
  add(fund: CompareFundRef): boolean {
    if (selected.some((item) => item.fundCode === fund.fundCode)) return true;
    if (selected.length >= FUND_COMPARE_MAX) {
      toast.warning(COMPARE_LIMIT_TEXT);
      return false;
    }
    set([...selected, { fundCode: fund.fundCode, fundName: fund.fundName }]);
    return true;
  },
  remove(fundCode: string): void {
    if (selected.some((item) => item.fundCode === fundCode)) set(selected.filter((item) => item.fundCode !== fundCode));
  },
  clear(): void {
    set(EMPTY);
  },
};

export function useFundCompareSelection(): readonly CompareFundRef[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

// /fund/compare?codes=A,B,C (and &period= once one is chosen); the commas stay readable in the address bar.
export function compareHref(codes: readonly string[], period?: string): string {
  return `/fund/compare?codes=${codes.join(',')}${period ? `&period=${period}` : ''}`;
}
