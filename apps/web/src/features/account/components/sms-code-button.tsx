import { Button } from 'antd';
import { useEffect, useState } from 'react';

interface SmsCodeButtonProps {
  // Sends the code; resolves with the seconds until another may be sent, or null when nothing was sent.
  onSend: () => Promise<number | null>;
  disabled?: boolean;
}

// 获取验证码 with the resend countdown.
export function SmsCodeButton({ onSend, disabled }: SmsCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const onClick = async () => {
    setSending(true);
    try {
      const resendIn = await onSend();
      if (resendIn !== null) setLeft(resendIn);
    } catch {
      // The http client has shown the message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button disabled={disabled || left > 0} loading={sending} onClick={() => void onClick()}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
