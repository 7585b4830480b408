import { ERRORS } from '@fund-direct/domain/errors';
import { approvalPermissionOf, can, OPS_PERMISSIONS, STAFF_ROLE_CODES, type OpsPermission, type StaffRole } from '@fund-direct/domain/ops';
import { SIGN_HEADERS } from '@fund-direct/domain/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin, tokenOf } from '../../test/modules/auth/auth.test-support.ts';
import { cookieOf, demoStaff, opsInjectWith, opsLogin } from '../../test/support/ops.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { DEMO_STAFF } from '../modules/staff/demo-staff.ts';
import type { RouteEntry } from './route-table.ts';

// Issue 17: every /api/ops route, taken from the app's own route table, called by every role. The server alone decides:
// no staff session → 401, a login short of its second factor → 401, a role without the permission → 403.
let test: TestApp;
const cookies = new Map<StaffRole, string>();
let pendingCookie: string;
let customerToken: string;

const staffOf = (role: StaffRole) => {
  const member = DEMO_STAFF.find((candidate) => candidate.role === role);
  if (!member) throw new Error(`no demo staff with role ${role}`);
  return member.username;
};

beforeAll(async () => {
  test = await createTestApp();
  for (const role of STAFF_ROLE_CODES) cookies.set(role, await opsLogin(test.app, staffOf(role)));
  // Password only: the TOTP step not taken.
  const login = await opsInjectWith(test.app, null, {
    method: 'POST',
    url: '/api/ops/auth/login',
    payload: { username: 'auditor', password: demoStaff('auditor').password },
  });
  pendingCookie = cookieOf(login);
  customerToken = await tokenOf(await passwordLogin(test.app, '13800000001', 'Demo12345'));
});
afterAll(() => test.close());

const opsRoutes = () => test.app.routeTable.filter((route) => route.url.startsWith('/api/ops/'));
const key = (route: RouteEntry) => `${route.method} ${route.url}`;
// Ids that exist nowhere: an allowed call answers 400 or 404, never 401/403.
const urlOf = (route: RouteEntry) =>
  route.url.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '00000000-0000-4000-8000-000000000000' : 'x'));
const call = (route: RouteEntry, cookie: string | null, headers?: Record<string, string>) =>
  opsInjectWith(test.app, cookie, {
    method: route.method as 'GET' | 'POST',
    url: urlOf(route),
    ...(route.method === 'GET' ? {} : { payload: {} }),
    ...(headers ? { headers } : {}),
  });
const codeOf = (body: string) => (JSON.parse(body) as { code: string }).code;

describe('the /api/ops permission matrix', () => {
  it('every route declares who may call it, and the declarations are known permissions', () => {
    const routes = opsRoutes();
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const access = route.config.permission;
      expect([key(route), access === undefined]).toEqual([key(route), false]);
      expect(['public', 'pending', 'signed-in', ...Object.keys(OPS_PERMISSIONS)]).toContain(access);
    }
  });

  it('refuses every route but the login without a staff session, also with a customer token', async () => {
    for (const route of opsRoutes()) {
      if (route.config.permission === 'public') continue;
      for (const headers of [undefined, { [SIGN_HEADERS.token]: customerToken }]) {
        const response = await call(route, null, headers);
        expect([key(route), response.statusCode, codeOf(response.body)]).toEqual([key(route), 401, ERRORS.OPS_UNAUTHORIZED.code]);
      }
    }
  });

  it('refuses a login that has not passed its second factor everywhere but the login steps', async () => {
    for (const route of opsRoutes()) {
      const access = route.config.permission;
      if (access === 'public' || access === 'pending') continue;
      const response = await call(route, pendingCookie);
      expect([key(route), response.statusCode, codeOf(response.body)]).toEqual([key(route), 401, ERRORS.OPS_SECOND_FACTOR.code]);
    }
  });

  it('answers each role exactly as the permission table says', async () => {
    let checked = 0;
    for (const route of opsRoutes()) {
      const access = route.config.permission;
      if (access === 'public' || access === 'pending' || access === 'signed-in' || access === undefined) continue;
      for (const role of STAFF_ROLE_CODES) {
        const response = await call(route, cookies.get(role) ?? null);
        const allowed = can(role, access as OpsPermission);
        const outcome = allowed ? ![401, 403].includes(response.statusCode) && response.statusCode < 500 : response.statusCode === 403;
        expect({ route: key(route), role, allowed, status: response.statusCode, body: response.body.slice(0, 120), outcome }).toMatchObject(
          { outcome: true },
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('keeps the roles apart where the issue draws the lines', () => {
    expect(can('admin', 'staff.manage')).toBe(true);
    // Staff changes are approved by a second administrator, and only by one; the checkers' queue is not theirs.
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'staff.approve'))).toEqual(['admin']);
    expect(can('admin', 'proposal.approve')).toBe(false);
    expect(approvalPermissionOf('staff')).toBe('staff.approve');
    expect(approvalPermissionOf('fund.update')).toBe('proposal.approve');
    expect(can('fund_ops', 'staff.manage')).toBe(false);
    expect(can('fund_ops', 'fund.propose')).toBe(true);
    expect(can('fund_ops', 'proposal.approve')).toBe(false);
    expect(can('checker', 'proposal.approve')).toBe(true);
    expect(can('checker', 'fund.propose')).toBe(false);
    expect(can('auditor', 'audit.view')).toBe(true);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'audit.view'))).toEqual(['auditor']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'customer.reveal'))).toEqual(['service']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'customer.act'))).toEqual(['service']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'customer.review'))).toEqual(['service']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'remit.match'))).toEqual(['service']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'bank.statement'))).toEqual(['fund_ops', 'service']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'exchange.run'))).toEqual(['fund_ops']);
    expect(STAFF_ROLE_CODES.filter((role) => can(role, 'exchange.view'))).toEqual(['fund_ops', 'checker', 'auditor']);
  });

  it('does not let a staff cookie stand for a customer session on the customer API', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/account/user-info',
      headers: { cookie: cookies.get('admin') ?? '' },
    });
    expect(response.statusCode).not.toBe(200);
  });
});
