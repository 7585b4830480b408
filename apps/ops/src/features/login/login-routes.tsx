import type { RouteObject } from 'react-router';

// The login steps live outside the shell: they are what a staff member without a complete session sees.
export const loginRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
];
