import { Spin } from 'antd';
import { CLIENT_MESSAGES } from '@fund-direct/domain/errors';
import { AntdProvider } from './antd-provider.tsx';

// §8: 加载中，请稍后~ while calls are in flight. The short delay keeps quick calls from flashing it.
export function LoadingSpin({ spinning }: { spinning: boolean }) {
  return (
    <AntdProvider>
      <Spin fullscreen spinning={spinning} delay={300} description={CLIENT_MESSAGES.loading} />
    </AntdProvider>
  );
}
