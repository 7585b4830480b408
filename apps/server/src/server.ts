import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './db/seed/demo-accounts.ts';
import { DEMO_STAFF } from './modules/staff/demo-staff.ts';
import { STAFF_ROLES } from '@fund-direct/domain/ops';
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
  if (config.nodeEnv !== 'production') {
    console.log(`\n运营管理平台：${runtime.url}/ops/（用户名 / 角色 / 密码 / 动态口令密钥，密钥可添加到任意验证器 App）：`);
    for (const member of DEMO_STAFF) {
      console.log(
        `  ${member.username.padEnd(8)} ${STAFF_ROLES[member.role].padEnd(5, '　')} ${member.password.padEnd(17)} ${member.totpSecret}`,
      );
    }
  }
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
