import { App } from 'antd';
import { useEffect } from 'react';
import { AntdProvider } from '@/components/antd-provider.tsx';
import { setFeedback } from '@/lib/feedback.ts';

function Bridge(): null {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setFeedback({ message, modal });
    return () => setFeedback(null);
  }, [message, modal]);
  return null;
}

// Mounted on the first toast or dialog: antd's App renders the holders with theme and locale.
export function FeedbackHost() {
  return (
    <AntdProvider>
      <Bridge />
    </AntdProvider>
  );
}
