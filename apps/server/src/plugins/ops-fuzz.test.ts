import { can, type OpsPermission } from '@fund-direct/domain/ops';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createFuzzApp, type RouteContract } from '../../test/security/fuzz-app.ts';
import { routeCases, type FuzzInput } from '../../test/security/fuzz-cases.ts';
import { check, pathOf, queryOf } from '../../test/security/fuzz-request.ts';
import { opsLogin } from '../../test/support/ops.ts';
import { DEMO_STAFF } from '../modules/staff/demo-staff.ts';

// Issue 17: every /api/ops route from the app's own table, fuzzed from its zod contract under a staff session whose
// role may call it: a client mistake is a 4xx envelope naming the field, never a 5xx or an error in the log.
const NOW = new Date('2025-03-03T06:00:00.000Z');
const SEED = 17_2025;
const RUNS = 8;
// Ending the fuzzing session would turn every later case into a 401.
const SKIPPED = new Set(['POST /api/ops/auth/logout']);

const f = await createFuzzApp(NOW);
const routes = f.routes
  .filter((route) => route.url.startsWith('/api/ops/') && !SKIPPED.has(`${route.method} ${route.url}`))
  .map((route) => ({ ...route, signed: false, needsSession: false }));
afterAll(() => f.close());

function staffFor(route: RouteContract): string {
  const entry = f.app.routeTable.find((candidate) => candidate.method === route.method && candidate.url === route.url);
  const access = entry?.config.permission;
  const member = DEMO_STAFF.find((candidate) =>
    access === undefined || access === 'public' || access === 'pending' || access === 'signed-in'
      ? true
      : can(candidate.role, access as OpsPermission),
  );
  if (!member) throw new Error(`no demo staff may call ${route.method} ${route.url}`);
  return member.username;
}

async function send(route: RouteContract, input: FuzzInput, cookie: string): Promise<LightMyRequestResponse> {
  const hasBody = route.method !== 'GET';
  const path = pathOf(route, input.params);
  const { search } = queryOf(input.query);
  const payload = input.rawBody ?? (hasBody ? JSON.stringify(input.body ?? {}) : undefined);
  f.logs.length = 0;
  return f.app.inject({
    method: route.method as 'GET',
    url: search ? `${path}?${search}` : path,
    headers: { cookie, ...(payload !== undefined ? { 'content-type': input.contentType ?? 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

describe('fuzz: every /api/ops route answers a client mistake with a 4xx envelope naming the field (issue 17)', () => {
  it('takes the routes from the app itself', () => {
    expect(routes.length).toBeGreaterThan(8);
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const cookie = await opsLogin(f.app, staffFor(route));
      await fc.assert(
        fc.asyncProperty(routeCases(route, f.bodyLimit), async (input) => {
          const response = await send(route, input, cookie);
          const outcome = check(route, input, { sign: 'ok' }, response, f.logs, true);
          if (outcome.problems.length > 0)
            throw new Error(`${route.method} ${route.url} · ${input.label.slice(0, 200)}\n${outcome.problems.join('\n')}`);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
});
