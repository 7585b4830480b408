import { Button } from 'antd';
import { useEffect, useState } from 'react';

interface SendCodeButtonProps {
  // Sends the code; answers the seconds until another may be asked for, or null when nothing was sent.
  onSend: () => Promise<number | null>;
  loading: boolean;
  disabled?: boolean;
}

// The bank's code: a send button that counts down before it can be pressed again.
export function SendCodeButton({ onSend, loading, disabled }: SendCodeButtonProps) {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const wait = await onSend();
    if (wait !== null) setLeft(wait);
  };

  return (
    <Button size="large" disabled={disabled || left > 0} loading={loading} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
