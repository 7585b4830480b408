import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useCareMode } from '@/lib/care-mode.ts';
import { careTheme, theme } from './theme.ts';

dayjs.locale('zh-cn');

// Ant Design with the zh_CN locale and the brand theme, plus App for message/modal hooks.
// It wraps every lazy page (see lazyPage) and the lazily loaded header/feedback parts, so the
// first paint of the shell does not wait for Ant Design.
export function AntdProvider({ children }: { children: ReactNode }) {
  const care = useCareMode();
  return (
    <ConfigProvider locale={zhCN} theme={care ? careTheme : theme}>
      <App component={false} message={{ maxCount: 3 }}>
        {children}
      </App>
    </ConfigProvider>
  );
}
