import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { LoginHeader } from './login-header.tsx';

// §2: the login-page variant (simple header); the auth pages plug in here.
export function LoginLayout() {
  return (
    <div className="fd-shell fd-shell--login">
      <LoginHeader />
      <main id="main" className="fd-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
