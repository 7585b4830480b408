import { Link } from 'react-router';
import { ACCOUNT_LINKS } from './nav-items.ts';

interface AuthButtonsProps {
  block?: boolean;
  onNavigate?: () => void;
}

// §2 logged out: 登录 and 注册.
export function AuthButtons({ block = false, onNavigate }: AuthButtonsProps) {
  const cls = block ? ' fd-button--block' : '';
  return (
    <div className={block ? 'fd-auth-buttons fd-auth-buttons--block' : 'fd-auth-buttons'}>
      <Link className={`fd-button${cls}`} to={ACCOUNT_LINKS.login} onClick={onNavigate}>
        登录
      </Link>
      <Link className={`fd-button fd-button--primary${cls}`} to={ACCOUNT_LINKS.register} onClick={onNavigate}>
        注册
      </Link>
    </div>
  );
}
