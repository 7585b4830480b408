import { Link } from 'react-router';
import { maskMobile } from '@fund-direct/domain/format';
import { hasOpenAccount, ROUTE_PATHS, type GuardUser } from '@fund-direct/domain/guards';
import { useTradePasswordState } from '@/api/account/trade-password-state.ts';
import { useAuth } from '@/lib/auth-state.ts';
import { AccountClosureSection } from '../components/account-closure-section.tsx';
import { ConsentSection } from '../components/consent-section.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { SessionSection } from '../components/session-section.tsx';

interface SafetyRow {
  key: string;
  title: string;
  state: string;
  links: { to: string; label: string }[];
}

function tradePasswordText(state: { set: boolean; locked: boolean } | undefined, pending: boolean): string {
  if (state === undefined) return pending ? '查询中…' : '--';
  if (!state.set) return '未设置';
  return state.locked ? '已设置（今日输错次数过多，已锁定）' : '已设置';
}

// §2 safe (personal customers only): the login and trade passwords, the mobile, and the devices signed in (each can be
// signed out); then the PIPL rights of a natural person: an export of everything held, the agreements accepted, and
// closing the account. An institution's security parts (its password, its devices) are on the security centre (role).
export function SafePage() {
  const { user } = useAuth();
  const opened = user ? hasOpenAccount(user as GuardUser) : false;
  const tradePassword = useTradePasswordState();

  const tradeLinks = !opened
    ? [{ to: ROUTE_PATHS.openaccount, label: '开户时设置' }]
    : tradePassword.data?.set === false
      ? [{ to: ROUTE_PATHS.openaccount, label: '去设置' }]
      : [
          { to: ROUTE_PATHS.modifyTradePwd, label: '修改' },
          { to: ROUTE_PATHS.resetTradePwd, label: '找回' },
        ];
  const rows: SafetyRow[] = [
    { key: 'login', title: '登录密码', state: '已设置', links: [{ to: ROUTE_PATHS.modifyLoginPwd, label: '修改' }] },
    { key: 'trade', title: '交易密码', state: tradePasswordText(tradePassword.data, tradePassword.isPending), links: tradeLinks },
    {
      key: 'mobile',
      title: '手机号码',
      state: maskMobile(user?.mobileno) || '--',
      links: [{ to: ROUTE_PATHS.modifyPhone, label: '修改' }],
    },
  ];

  return (
    <>
      <ul className="fd-account-list" aria-label="安全设置">
        {rows.map((row) => (
          <li key={row.key} className="fd-account-list__item">
            <span>
              <strong>{row.title}</strong> <span className="fd-account-list__meta">{row.state}</span>
            </span>
            <span>
              {row.links.map((link) => (
                <Link key={link.to + link.label} to={link.to} className="fd-account-link" aria-label={`${link.label}${row.title}`}>
                  {link.label}
                </Link>
              ))}
            </span>
          </li>
        ))}
      </ul>

      <SessionSection />

      <DataExportSection />
      <ConsentSection />
      <AccountClosureSection />
    </>
  );
}
