import { App, Button, Tag } from 'antd';
import { Link } from 'react-router';
import { GUARD_TITLE } from '@fund-direct/domain/constants';
import type { SessionItem } from '@fund-direct/domain/contracts';
import { maskMobile } from '@fund-direct/domain/format';
import { hasOpenAccount, isEnterpriseUser, ROUTE_PATHS, type GuardUser } from '@fund-direct/domain/guards';
import { useTradePasswordState } from '@/api/account/trade-password-state.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useAuth } from '@/lib/auth-state.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSessions } from '../api/session-list.ts';
import { AccountClosureSection } from '../components/account-closure-section.tsx';
import { ConsentSection } from '../components/consent-section.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { deviceLabel, sessionTime } from '../session-label.ts';

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

// §2 safe: the login and trade passwords, the mobile, and the devices signed in (each can be signed out); then the
// customer's own data: an export of everything held, the agreements accepted, and closing the account.
export function SafePage() {
  const { user } = useAuth();
  const opened = user ? hasOpenAccount(user as GuardUser) : false;
  const tradePassword = useTradePasswordState();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const { modal, message } = App.useApp();

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

  const onRevoke = (session: SessionItem) => {
    void modal.confirm({
      title: GUARD_TITLE,
      content: `确定让该设备（${deviceLabel(session.userAgent)}）退出登录吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await revoke.mutateAsync({ sessionId: session.id });
          void message.success('已退出该设备');
        } catch {
          // The http client has shown the message.
        }
      },
    });
  };

  const onRevokeOthers = async () => {
    try {
      await revoke.mutateAsync({ others: true });
      void message.success('其他设备已退出登录');
    } catch {
      // The http client has shown the message.
    }
  };

  const list = sessions.data ?? [];
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

      <h2 className="fd-account-subtitle">登录设备</h2>
      <QueryStatus loading={sessions.isPending} error={sessions.isError} onRetry={() => void sessions.refetch()} />
      {list.length > 0 ? (
        <ul className="fd-account-list" aria-label="登录设备">
          {list.map((session) => (
            <li key={session.id} className="fd-account-list__item">
              <span>
                {deviceLabel(session.userAgent)} {session.current ? <Tag color="blue">当前设备</Tag> : null}
                <br />
                <span className="fd-account-list__meta">
                  IP {session.ip ?? '--'} · 最近使用 {sessionTime(session.lastSeenAt)}
                </span>
              </span>
              {session.current ? null : (
                <Button size="small" onClick={() => onRevoke(session)}>
                  退出登录
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {list.some((session) => !session.current) ? (
        <Button className="fd-account-actions" onClick={() => void onRevokeOthers()} loading={revoke.isPending}>
          退出其他所有设备
        </Button>
      ) : null}

      <DataExportSection />
      <ConsentSection />
      {/* Institutions close their accounts at the counter with their seal, not online. */}
      {user && !isEnterpriseUser(user as GuardUser) ? <AccountClosureSection /> : null}
    </>
  );
}
