import { Alert, QRCode, Skeleton, Space, Typography } from 'antd';
import { useConfirmTotpEnrolment } from '../api/totp-enrol.ts';
import { useTotpEnrolment } from '../api/totp-enrolment.ts';
import { TotpCodeForm } from './totp-code-form.tsx';

// The secret in groups of four, as authenticator apps show it, so it can be typed without losing one's place.
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

// Step 3 of a first login: the second factor is mandatory. Scan the QR code (or type the secret), then prove it works.
export function EnrolTotpStep({ onDone }: { onDone: () => Promise<unknown> }) {
  const enrolment = useTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  if (enrolment.isPending) return <Skeleton active />;
  if (enrolment.error) return <Alert type="error" showIcon title={enrolment.error.message} />;
  const { otpauthUri, secret } = enrolment.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        请用身份验证器（如 Google Authenticator、Microsoft Authenticator）扫描下方二维码，绑定动态口令。
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <QRCode type="svg" value={otpauthUri} size={184} bordered aria-label="动态口令绑定二维码" />
      </div>
      <div>
        <Typography.Text type="secondary">无法扫码时，请手动输入密钥：</Typography.Text>
        <Typography.Paragraph copyable={{ text: secret }} code style={{ fontSize: 15, marginBottom: 0 }} data-testid="totp-secret">
          {groupSecret(secret)}
        </Typography.Paragraph>
      </div>
      <TotpCodeForm
        submitText="完成绑定"
        pending={confirm.isPending}
        error={confirm.error}
        onSubmit={(code) => confirm.mutate(code, { onSuccess: () => onDone() })}
      />
    </Space>
  );
}
