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
  // Listening for the stop signals before anything starts: a signal that came between the start message and the handlers would end
  // the process on the spot, leaving the data directory locked. A signal during the start stops the server as soon as it is up.
  let stopRequested: string | null = null;
  let stopNow: ((signal: string) => void) | null = null;
  const onSignal = (signal: string) => {
    if (stopNow) stopNow(signal);
    // A second signal while starting: the supervisor will not wait (the exit handlers still free the data directory).
    else if (stopRequested) process.exit(1);
    else stopRequested = signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  const runtime = await startRuntime({ config });
  let stopping = false;
  stopNow = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process (and the data directory lock) forever: the drain and the requests'
    // time limit, and a margin for the jobs and pools to close.
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + config.shutdownTimeoutMs + 10_000);
    force.unref();
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  if (stopRequested) {
    stopNow(stopRequested);
    return;
  }
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
