import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { LoadingOverlay } from '@/components/loading-overlay.tsx';
import { setNavigator } from '@/lib/navigation.ts';
import { useSessionUser } from '@/features/auth/session-user.ts';
import { PageHeadSync } from '../head/page-head-sync.tsx';

// Above every layout: lets code outside React (401 handling) navigate, hosts the §8 overlay.
export function RootLayout() {
  const navigate = useNavigate();
  // §4: the user of the token in session storage is loaded at start and whenever the token changes.
  useSessionUser();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
  }, [navigate]);
  // A server-rendered page shows before it answers input; this says React has taken it over (browser checks wait
  // for it before typing into a form).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <LoadingOverlay />
      <ScrollRestoration />
      <PageHeadSync />
    </>
  );
}
