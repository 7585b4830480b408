import { useNavigate } from 'react-router';
import { LOGOUT_MESSAGE_MS } from '@fund-direct/domain/constants';
import { CLIENT_MESSAGES } from '@fund-direct/domain/errors';
import { clearSession } from '@/lib/auth-state.ts';
import { confirmDialog, toast } from '@/lib/feedback.ts';
import { logout as revokeSession } from '@/features/auth/api/logout.ts';

// §4: confirm, show 退出成功 for one second, then clear the session and go home.
// Beyond §4, the server revokes the session (sent at once, while the token is still held).
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    confirmDialog({
      title: '提示',
      content: '确定要退出登录吗？',
      okText: '退出',
      cancelText: '取消',
      onOk: () => {
        revokeSession().catch(() => undefined);
        toast.success(CLIENT_MESSAGES.logoutSucceeded, LOGOUT_MESSAGE_MS / 1000);
        window.setTimeout(() => {
          clearSession();
          void navigate('/home');
        }, LOGOUT_MESSAGE_MS);
      },
    });
  };
}
