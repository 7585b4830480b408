import { Outlet } from 'react-router';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function MainLayout() {
  return (
    <div className="fd-shell">
      <a className="fd-skip-link" href="#main">
        跳到主要内容
      </a>
      <Header />
      <main id="main" className="fd-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
