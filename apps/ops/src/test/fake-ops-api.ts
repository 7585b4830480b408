import type { OpsPermission, StaffRole } from '@fund-direct/domain/ops';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@fund-direct/domain/ops';
import { vi } from 'vitest';

// A stand-in for /api/ops in web tests: enough of the staff login (stages, one-time password, TOTP) and of the data
// routes a test registers, answering the envelope the server answers. `calls` records what the page sent.
export type Stage = 'password' | 'enrol' | 'totp' | 'active';

export interface FakeStaff {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
  mustChangePassword?: boolean;
  totpEnrolled?: boolean;
}

export const GOOD_CODE = '123456';

// A quiet day: what GET /dashboard answers unless a test says otherwise.
export const EMPTY_DASHBOARD = {
  today: '2026-11-23',
  ordersToday: [],
  flows: [],
  navMissing: { tradeDate: '2026-11-23', funds: [] },
  proposals: { pendingCount: 0, latest: [] },
  taBatches: [],
};
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

type Handler = (body: unknown, url: URL) => { status?: number; code?: string; msg?: string; data?: unknown };

export interface FakeOpsApi {
  calls: { method: string; path: string; query: Record<string, string>; body: unknown }[];
  signIn(staff: FakeStaff, stage?: Stage): void;
  expireSession(): void;
  on(method: string, path: string, handler: Handler): void;
  readonly stage: Stage | null;
}

const json = (status: number, code: string, msg: string, data?: unknown) =>
  new Response(JSON.stringify(data === undefined ? { code, msg } : { code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function installFakeOpsApi(staffList: readonly FakeStaff[]): FakeOpsApi {
  let current: FakeStaff | null = null;
  let stage: Stage | null = null;
  const handlers = new Map<string, Handler>([['GET /dashboard', () => ({ data: EMPTY_DASHBOARD })]]);
  const calls: FakeOpsApi['calls'] = [];

  const nextAfterPassword = (staff: FakeStaff): Stage => (staff.mustChangePassword ? 'password' : staff.totpEnrolled ? 'totp' : 'enrol');
  const me = (staff: FakeStaff, at: Stage) => ({
    staff: {
      id: `id-${staff.username}`,
      username: staff.username,
      displayName: staff.displayName,
      role: staff.role,
      roleLabel: STAFF_ROLES[staff.role],
    },
    permissions: [...ROLE_PERMISSIONS[staff.role]] as OpsPermission[],
    stage: at,
    idleExpiresAt: '2026-11-23T12:00:00.000Z',
  });
  const unauthorized = () => json(401, '2401', '请先登录');

  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api\/ops/, '');
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body });
    const fields = (body ?? {}) as Record<string, string>;

    if (path === '/auth/login' && method === 'POST') {
      const staff = staffList.find((item) => item.username === fields.username && item.password === fields.password);
      if (!staff) return json(400, '2404', '用户名或密码错误');
      current = staff;
      stage = nextAfterPassword(staff);
      return json(200, '0000', '成功', { stage });
    }
    if (path === '/auth/me') return json(200, '0000', '成功', current && stage ? me(current, stage) : null);
    if (path === '/auth/logout') {
      current = null;
      stage = null;
      return json(200, '0000', '成功', {});
    }
    if (!current || !stage) return unauthorized();
    if (path === '/auth/password' && stage === 'password') {
      current = { ...current, mustChangePassword: false };
      stage = nextAfterPassword(current);
      return json(200, '0000', '成功', { stage });
    }
    if (path === '/auth/totp-enrolment' && stage === 'enrol') {
      const otpauthUri = `otpauth://totp/Fund%20Direct:${current.username}?secret=${TOTP_SECRET}&issuer=Fund%20Direct`;
      return json(200, '0000', '成功', { otpauthUri, secret: TOTP_SECRET, issuer: 'Fund Direct', account: current.username });
    }
    if ((path === '/auth/totp-enrol' && stage === 'enrol') || (path === '/auth/totp' && stage === 'totp')) {
      if (fields.code !== GOOD_CODE) return json(400, '2406', '动态口令不正确或已使用，请输入验证器中的最新口令');
      stage = 'active';
      return json(200, '0000', '成功', { stage });
    }
    if (stage !== 'active') return json(401, '2402', '请先完成动态口令验证');
    const handler = handlers.get(`${method} ${path}`);
    if (!handler) return json(404, '1404', '请求的接口不存在');
    const answer = handler(body, url);
    return json(answer.status ?? 200, answer.code ?? '0000', answer.msg ?? '成功', answer.data);
  });

  return {
    calls,
    signIn(staff, at = 'active') {
      current = staff;
      stage = at;
    },
    expireSession() {
      current = null;
      stage = null;
    },
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    get stage() {
      return stage;
    },
  };
}
