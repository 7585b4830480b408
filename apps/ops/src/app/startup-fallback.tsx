import { Spin } from 'antd';

// Shown while the first page's loaders run (the session check before the shell), instead of an empty screen.
export function StartupFallback() {
  return <Spin fullscreen description="正在加载" />;
}
