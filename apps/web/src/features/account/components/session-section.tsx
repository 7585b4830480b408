import { App, Button, Tag } from 'antd';
import { GUARD_TITLE } from '@fund-direct/domain/constants';
import type { SessionItem } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useRevokeSession } from '../api/revoke-session.ts';
import { useSessions } from '../api/session-list.ts';
import { deviceLabel, sessionTime } from '../session-label.ts';

// The devices signed in to the account, each of which can be signed out: on the personal safe page and on an
// institution's security centre alike (an institution's account security is its own).
export function SessionSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const { modal, message } = App.useApp();

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
    </>
  );
}
