import { STAFF_ROLES } from '@fund-direct/domain/ops';
import type { Config } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './db/seed/demo-accounts.ts';
import { DEMO_STAFF } from './modules/staff/demo-staff.ts';

// What the server prints once it listens. The demo accounts are seeded only outside production, so only there are they
// printed: a production log names no account and no password.
export function startBanner(config: Pick<Config, 'nodeEnv'>, url: string): string {
  const lines = ['', `Fund Direct 已启动：${url}`];
  if (config.nodeEnv !== 'production') {
    lines.push(`演示账号（登录密码 ${DEMO_PASSWORD}，交易密码 ${DEMO_TRADE_PASSWORD}）：`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.mobile}  ${account.description}`);
    lines.push('', `运营管理平台：${url}/ops/（用户名 / 角色 / 密码 / 动态口令密钥，密钥可添加到任意验证器 App）：`);
    for (const member of DEMO_STAFF) {
      lines.push(
        `  ${member.username.padEnd(8)} ${STAFF_ROLES[member.role].padEnd(5, '　')} ${member.password.padEnd(17)} ${member.totpSecret}`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}
