import { Drawer } from 'antd';
import { Link } from 'react-router';
import { AntdProvider } from '@/components/antd-provider.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { brand } from '@/lib/brand.ts';
import { AuthButtons } from './auth-buttons.tsx';
import { greetingName } from './greeting.ts';
import { ACCOUNT_LINKS, NAV_ITEMS } from './nav-items.ts';
import { useLogout } from './use-logout.ts';

interface MobileNavProps {
  open: boolean;
  active: string | undefined;
  onClose: () => void;
}

// §2 on a narrow screen: the same tabs and account actions in a drawer.
export function MobileNav({ open, active, onClose }: MobileNavProps) {
  const { token, user, isEnterprise } = useAuth();
  const logout = useLogout();
  const name = greetingName(user);
  return (
    <AntdProvider>
      <Drawer open={open} onClose={onClose} placement="right" size={280} title="菜单" className="fd-drawer">
        <nav aria-label="主导航（移动端）">
          <ul className="fd-drawer__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onClose}
                  className={item.to === active ? 'fd-drawer__link fd-drawer__link--active' : 'fd-drawer__link'}
                  aria-current={item.to === active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="fd-drawer__account">
          {token ? (
            <>
              <p className="fd-drawer__greeting">{name ? `您好，${name}` : '您好'}</p>
              <Link className="fd-drawer__link" to={ACCOUNT_LINKS.assets} onClick={onClose}>
                我的资产
              </Link>
              <Link className="fd-drawer__link" to={isEnterprise ? ACCOUNT_LINKS.enterprise : ACCOUNT_LINKS.personal} onClick={onClose}>
                {isEnterprise ? '企业信息' : '个人中心'}
              </Link>
              <button
                type="button"
                className="fd-drawer__link fd-drawer__logout"
                onClick={() => {
                  onClose();
                  logout();
                }}
              >
                安全退出
              </button>
            </>
          ) : (
            <AuthButtons block onNavigate={onClose} />
          )}
        </div>
        <p className="fd-drawer__hotline">
          客服热线 <a href={`tel:${brand.contact.hotline}`}>{brand.contact.hotlineDisplay}</a>
        </p>
      </Drawer>
    </AntdProvider>
  );
}
