import { useEffect } from 'react';
import { pageTitle } from '@/lib/brand.ts';

// Every page names itself: `首页 - 沣泽基金`.
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
