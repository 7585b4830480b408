import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './db/seed/demo-accounts.ts';
import { startRuntime } from './runtime.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`配置错误：\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await startRuntime({ config });
  console.log(`\nFund Direct 已启动：${runtime.url}`);
  console.log(`演示账号（登录密码 ${DEMO_PASSWORD}，交易密码 ${DEMO_TRADE_PASSWORD}）：`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.mobile}  ${account.description}`);
  console.log('');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process (and the data directory lock) forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
