import { Typography } from 'antd';
import { useVerifyTotp } from '../api/totp.ts';
import { TotpCodeForm } from './totp-code-form.tsx';

// The second factor of every login once enrolled.
export function TotpStep({ onDone }: { onDone: () => Promise<unknown> }) {
  const verify = useVerifyTotp();
  return (
    <>
      <Typography.Paragraph type="secondary">请输入身份验证器中显示的 6 位动态口令。</Typography.Paragraph>
      <TotpCodeForm
        submitText="验证"
        pending={verify.isPending}
        error={verify.error}
        onSubmit={(code) => verify.mutate(code, { onSuccess: () => onDone() })}
      />
    </>
  );
}
