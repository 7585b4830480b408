import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/es/asn/UserOutlined';
import WalletOutlinedSvg from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { Dropdown, type MenuProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AntdProvider } from '@/components/antd-provider.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { greetingName } from './greeting.ts';
import { ACCOUNT_LINKS } from './nav-items.ts';
import { useLogout } from './use-logout.ts';

const DownOutlined = iconOf(DownOutlinedSvg);
const UserOutlined = iconOf(UserOutlinedSvg);
const WalletOutlined = iconOf(WalletOutlinedSvg);

// §2 logged in: greeting, account dropdown (personal centre or enterprise info, safe logout), my assets.
export function AccountMenu() {
  const { user, isEnterprise } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = greetingName(user);
  const items: MenuProps['items'] = [
    isEnterprise ? { key: ACCOUNT_LINKS.enterprise, label: '企业信息' } : { key: ACCOUNT_LINKS.personal, label: '个人中心' },
    { type: 'divider' },
    { key: 'logout', label: '安全退出' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') logout();
    else void navigate(key);
  };
  return (
    <AntdProvider>
      <div className="fd-account">
        <Link className="fd-account__assets" to={ACCOUNT_LINKS.assets}>
          <WalletOutlined aria-hidden /> 我的资产
        </Link>
        <Dropdown menu={{ items, onClick }} trigger={['hover', 'click']} placement="bottomRight">
          <button type="button" className="fd-account__greeting" aria-haspopup="menu">
            <UserOutlined aria-hidden />
            <span>{name ? `您好，${name}` : '您好'}</span>
            <DownOutlined aria-hidden className="fd-account__caret" />
          </button>
        </Dropdown>
      </div>
    </AntdProvider>
  );
}
