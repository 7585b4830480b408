import MenuOutlinedSvg from '@ant-design/icons-svg/es/asn/MenuOutlined';
import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import './header.css';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { SearchTrigger } from '@/features/search/search-trigger.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { brand } from '@/lib/brand.ts';
import { Logo } from '../logo.tsx';
import { AuthButtons } from './auth-buttons.tsx';
import { CareModeSwitch } from './care-mode-switch.tsx';
import { NAV_ITEMS, activeNav } from './nav-items.ts';

const MenuOutlined = iconOf(MenuOutlinedSvg);
const PhoneOutlined = iconOf(PhoneOutlinedSvg);

// The drawer is only needed once a narrow-screen visitor opens the menu.
// Logged-in controls (antd Dropdown) load only for a logged-in visitor.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));

function useActiveNav(): string | undefined {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handleNav = matches
    .map((match) => (match.handle as { nav?: string } | undefined)?.nav)
    .filter(Boolean)
    .pop();
  return activeNav(pathname, handleNav);
}

export function Header() {
  const active = useActiveNav();
  const { token } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <header className="fd-header">
      <div className="fd-topbar">
        <div className="fd-container fd-topbar__inner">
          <span>欢迎访问{brand.company}官方网站</span>
          <span>
            <PhoneOutlined aria-hidden /> 客服热线 {brand.contact.hotlineDisplay}
          </span>
        </div>
      </div>
      <div className="fd-container fd-header__bar">
        <Link to="/home" className="fd-header__brand">
          <Logo />
        </Link>
        <nav className="fd-nav" aria-label="主导航">
          <ul className="fd-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={item.to === active ? 'fd-nav__link fd-nav__link--active' : 'fd-nav__link'}
                  aria-current={item.to === active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CareModeSwitch />
        <SearchTrigger />
        <div className="fd-header__actions">
          {token ? (
            <Suspense fallback={<span className="fd-account fd-account--placeholder" />}>
              <AccountMenu />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
        </div>
        <button
          type="button"
          className="fd-header__menu-button"
          aria-label="打开菜单"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpen(true);
          }}
        >
          <MenuOutlined aria-hidden />
        </button>
      </div>
      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} active={active} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
