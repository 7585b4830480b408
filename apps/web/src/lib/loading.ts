import { useSyncExternalStore } from 'react';

// §8: one overlay for all calls in flight. Each call holds a ticket; back navigation
// drops every ticket so the overlay closes, and late finishers cannot reopen it.
const active = new Set<number>();
const listeners = new Set<() => void>();
let nextTicket = 1;

function emit(): void {
  for (const listener of listeners) listener();
}

export function startLoading(): number {
  const ticket = nextTicket++;
  active.add(ticket);
  if (active.size === 1) emit();
  return ticket;
}

export function stopLoading(ticket: number): void {
  if (active.delete(ticket) && active.size === 0) emit();
}

export function resetLoading(): void {
  if (active.size === 0) return;
  active.clear();
  emit();
}

export function isLoading(): boolean {
  return active.size > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}

// §8: the overlay closes on back navigation.
if (typeof window !== 'undefined') window.addEventListener('popstate', resetLoading);
