import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import './header.css';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth-state.ts';
import { brand } from '@/lib/brand.ts';
import { Logo } from '../logo.tsx';
import { useLogout } from './use-logout.ts';

const PhoneOutlined = iconOf(PhoneOutlinedSvg);

// §2: the simple header of the login-page variant: home, funds, hotline and logout.
export function LoginHeader() {
  const { token } = useAuth();
  const logout = useLogout();
  return (
    <header className="fd-header fd-header--simple">
      <div className="fd-container fd-header__bar">
        <Link to="/home" className="fd-header__brand">
          <Logo />
        </Link>
        <nav className="fd-simple-nav" aria-label="快捷导航">
          <Link to="/home">首页</Link>
          <Link to="/fund">基金产品</Link>
          <a className="fd-simple-nav__hotline" href={`tel:${brand.contact.hotline}`}>
            <PhoneOutlined aria-hidden /> {brand.contact.hotlineDisplay}
          </a>
          {token ? (
            <button type="button" className="fd-link-button" onClick={logout}>
              退出
            </button>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
