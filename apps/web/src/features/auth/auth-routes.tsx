import { redirect, type RouteObject } from 'react-router';
import { lazyPage } from '@/components/lazy-page.tsx';
import { isLoggedIn } from '@/lib/auth-state.ts';

// §2: a logged-in user opening the login route is sent home.
const homeIfLoggedIn = () => (isLoggedIn() ? redirect('/home') : null);

// Routes of the auth feature, placed under the login layout by app/router.tsx.
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: homeIfLoggedIn,
    ...lazyPage(() => import('./routes/login-page.tsx').then((m) => ({ Component: m.LoginPage }))),
  },
  {
    path: 'auth/register',
    loader: homeIfLoggedIn,
    ...lazyPage(() => import('./routes/register-page.tsx').then((m) => ({ Component: m.RegisterPage }))),
  },
  {
    path: 'auth/closed',
    ...lazyPage(() => import('./routes/account-closed-page.tsx').then((m) => ({ Component: m.AccountClosedPage }))),
  },
  {
    path: 'auth/forgetPassword',
    ...lazyPage(() => import('./routes/forget-password-page.tsx').then((m) => ({ Component: m.ForgetPasswordPage }))),
  },
];
