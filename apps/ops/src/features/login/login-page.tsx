import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Steps, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { currentStaffQuery, useCurrentStaff } from '@/api/auth-me.ts';
import { logout } from '@/api/logout.ts';
import { EXPIRED_PARAM } from '@/lib/unauthorized.ts';
import { ChangePasswordStep } from './components/change-password-step.tsx';
import { CredentialsStep } from './components/credentials-step.tsx';
import { EnrolTotpStep } from './components/enrol-totp-step.tsx';
import { TotpStep } from './components/totp-step.tsx';

export const HOME_PATH = '/dashboard';

type Step = 'credentials' | 'password' | 'enrol' | 'totp';

const TITLES: Record<Step, string> = {
  credentials: '员工登录',
  password: '修改密码',
  enrol: '绑定动态口令',
  totp: '动态口令验证',
};

// The progress bar of a first login (one-time password → own password → authenticator → in).
const FIRST_LOGIN_STEPS: readonly Step[] = ['credentials', 'password', 'enrol'];

function LoginFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          沣泽基金运营管理平台
        </Typography.Title>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}

// The login steps. The server says how far the login has come (GET /auth/me → stage); after each step the page asks again,
// so a reload or a second tab lands on the right step. No session means the first step.
export function LoginPage() {
  const me = useCurrentStaff();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = params.get(EXPIRED_PARAM) === '1';

  const stage = me.data?.stage;
  useEffect(() => {
    if (stage === 'active') void navigate(HOME_PATH, { replace: true });
  }, [stage, navigate]);

  const advance = () => queryClient.invalidateQueries({ queryKey: currentStaffQuery.queryKey });
  const startOver = async () => {
    try {
      await logout();
    } finally {
      queryClient.clear();
      await advance();
    }
  };

  if (me.isPending || stage === 'active') {
    return (
      <LoginFrame title="员工登录">
        <Skeleton active />
      </LoginFrame>
    );
  }
  if (me.error) {
    return (
      <LoginFrame title="员工登录">
        <Alert type="error" showIcon title={me.error.message} action={<Button onClick={() => void me.refetch()}>重试</Button>} />
      </LoginFrame>
    );
  }

  const step: Step = stage ?? 'credentials';
  const firstLogin = step === 'password' || step === 'enrol';
  return (
    <LoginFrame title={TITLES[step]}>
      {expired && step === 'credentials' ? (
        <Alert type="warning" showIcon title="登录已超时或已在别处退出，请重新登录" style={{ marginBottom: 16 }} />
      ) : null}
      {firstLogin ? (
        <Steps
          size="small"
          current={FIRST_LOGIN_STEPS.indexOf(step)}
          items={FIRST_LOGIN_STEPS.map((item) => ({ title: TITLES[item] }))}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      {step === 'credentials' ? <CredentialsStep onDone={advance} /> : null}
      {step === 'password' ? <ChangePasswordStep onDone={advance} /> : null}
      {step === 'enrol' ? <EnrolTotpStep onDone={advance} /> : null}
      {step === 'totp' ? <TotpStep onDone={advance} /> : null}
      {step !== 'credentials' ? (
        <Button type="link" block style={{ marginTop: 8 }} onClick={() => void startOver()}>
          使用其他账号登录
        </Button>
      ) : null}
    </LoginFrame>
  );
}
