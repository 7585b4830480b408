import { usernameSchema } from '@fund-direct/domain/contracts/ops';
import { isStaffRole, STAFF_ROLES } from '@fund-direct/domain/ops';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { passwordHasherFor } from '../auth/auth.public.ts';
import { createStaff } from './staff-admin.service.ts';

const ROLE_LIST = Object.entries(STAFF_ROLES)
  .map(([code, label]) => `${code}（${label}）`)
  .join('、');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

// `npm run cli -- staff create USERNAME --role ROLE [--name 姓名]`: bootstraps staff (the first admin especially).
// Prints a one-time password that must be changed at first login, where the TOTP enrolment follows. Not a console action,
// so no second administrator approves it: whoever runs the CLI on the server already holds the database and its keys,
// and before the first administrators exist there is nobody to approve. The audit row names 'cli'.
export const staffCreateCommand: CliCommand = {
  name: 'staff create',
  usage: 'staff create USERNAME --role ROLE [--name 姓名]',
  summary: '创建运营后台员工账号，打印一次性初始密码（首次登录须修改并绑定动态口令）',
  async run({ config, database, now }, args) {
    const [username, ...rest] = args;
    const parsed = usernameSchema.safeParse(username ?? '');
    if (!parsed.success) throw new UsageError(`用户名：${parsed.error.issues[0]?.message ?? '不正确'}`);
    const role = option(rest, '--role');
    if (!role || !isStaffRole(role)) throw new UsageError(`请用 --role 指定角色：${ROLE_LIST}`);
    const displayName = option(rest, '--name') ?? parsed.data;
    const created = await createStaff({ db: database.db, hasher: passwordHasherFor(config.nodeEnv), now }, null, {
      username: parsed.data,
      displayName,
      role,
    });
    return [
      `已创建员工 ${created.username}（${STAFF_ROLES[role]}）`,
      `一次性初始密码：${created.oneTimePassword}`,
      '首次登录运营管理平台（/ops/）时须修改密码并绑定动态口令。',
    ].join('\n');
  },
};
