import { useMatches } from 'react-router';
import { isServiceMenuHandle, type ServiceMenuHandle } from './service-menu.ts';

// The service-centre child route being shown (its menu handle), or undefined on the landing.
export function useServiceEntry(): ServiceMenuHandle['serviceMenu'] | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isServiceMenuHandle(handle)) return handle.serviceMenu;
  }
  return undefined;
}

// For the child pages, which only render inside a matched child route.
export function useRequiredServiceEntry(): ServiceMenuHandle['serviceMenu'] {
  const entry = useServiceEntry();
  if (!entry) throw new Error('service page rendered outside its route');
  return entry;
}
