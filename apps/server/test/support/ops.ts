import { STAFF_LIMITS } from '@fund-direct/domain/ops';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_STAFF } from '../../src/modules/staff/demo-staff.ts';
import { totpCodeAt } from '../../src/modules/staff/totp.ts';
import { OPS_COOKIE } from '../../src/plugins/ops-session.ts';

export type DemoStaffName = (typeof DEMO_STAFF)[number]['username'];

export function demoStaff(username: string) {
  const member = DEMO_STAFF.find((candidate) => candidate.username === username);
  if (!member) throw new Error(`no demo staff ${username}`);
  return member;
}

export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header : [header ?? '']).find((line) => line.startsWith(`${OPS_COOKIE}=`));
  if (!value) throw new Error(`no ${OPS_COOKIE} cookie in ${response.statusCode} ${response.body}`);
  return value.split(';', 1)[0] ?? '';
}

export interface OpsRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export function opsInjectWith(app: FastifyInstance, cookie: string | null, request: OpsRequest): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    ...(request.query ? { query: request.query } : {}),
    ...(request.payload !== undefined ? { payload: request.payload as Record<string, unknown> } : {}),
  });
}

// A code of the step after `at`'s, for a second login of the same staff member within one 30-second step
// (a code is good once; the server accepts one step of drift).
function codeFor(secret: string, at: Date, ahead: number): string {
  return totpCodeAt(secret, new Date(at.getTime() + ahead * STAFF_LIMITS.totpPeriodSeconds * 1000));
}

const sessions = new WeakMap<FastifyInstance, Map<string, string>>();

// Password and TOTP of a demo staff member; one session per app and staff member, reused by later calls.
export async function opsLogin(app: FastifyInstance, username: string, options: { fresh?: boolean } = {}): Promise<string> {
  let byName = sessions.get(app);
  if (!byName) sessions.set(app, (byName = new Map()));
  const cached = byName.get(username);
  if (cached && !options.fresh) return cached;
  const member = demoStaff(username);
  const login = await opsInjectWith(app, null, {
    method: 'POST',
    url: '/api/ops/auth/login',
    payload: { username, password: member.password },
  });
  if (login.statusCode !== 200) throw new Error(`login of ${username}: ${login.statusCode} ${login.body}`);
  const cookie = cookieOf(login);
  for (const ahead of [0, 1]) {
    const totp = await opsInjectWith(app, cookie, {
      method: 'POST',
      url: '/api/ops/auth/totp',
      payload: { code: codeFor(member.totpSecret, app.now(), ahead) },
    });
    if (totp.statusCode === 200) {
      byName.set(username, cookie);
      return cookie;
    }
  }
  throw new Error(`TOTP of ${username} refused`);
}

export async function opsInject(app: FastifyInstance, username: string, request: OpsRequest): Promise<LightMyRequestResponse> {
  return opsInjectWith(app, await opsLogin(app, username), request);
}
