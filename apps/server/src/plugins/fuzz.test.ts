import { ERRORS } from '@fund-direct/domain/errors';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createFuzzApp, forgedToken, type RouteContract } from '../../test/security/fuzz-app.ts';
import { routeCases, validInput, type FuzzInput } from '../../test/security/fuzz-cases.ts';
import { check, sendCase, type SignMode, type Transport } from '../../test/security/fuzz-request.ts';

// Issue 16: every /api route, taken from the app's own route table, fuzzed from its zod contract. A fixed seed keeps
// the run repeatable; RUNS generated cases per route plus the fixed signature, session and size cases.
const NOW = new Date('2025-03-03T06:00:00.000Z');
const SEED = 16_2025;
const RUNS = 8;
// The development TA batch (a real batch per simulated day): only its refusals are fuzzed, not its work.
const EXPENSIVE = new Set(['POST /api/dev/ta/simulate']);

const f = await createFuzzApp(NOW);
// The customer API; /api/ops (staff, cookie sessions, no signing) has its own suite (ops-access.test.ts).
const routes = f.routes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/ops/'));
const totals = { routes: 0, cases: 0, serverErrors: 0 };
afterAll(async () => {
  console.info(`fuzz suite: ${totals.routes} routes, ${totals.cases} cases, ${totals.serverErrors} answers of 5xx`);
  await f.close();
});

const BEFORE_SESSION = new Set<string>([ERRORS.UNAUTHORIZED.code, ERRORS.VALIDATION.code, ERRORS.DECRYPT_FAILED.code]);
const keyOf = (route: RouteContract) => `${route.method} ${route.url}`;

function acceptedAsValid(route: RouteContract, input: FuzzInput): boolean {
  if (!route.body || input.rawBody !== undefined) return false;
  return route.body.safeParse(JSON.parse(JSON.stringify(input.body ?? {}))).success;
}

async function run(route: RouteContract, input: FuzzInput, transport: Transport, liveSession: boolean) {
  const response = await sendCase(f, route, input, transport);
  const outcome = check(route, input, transport, response, f.logs, liveSession);
  totals.cases += 1;
  if (outcome.status >= 500) totals.serverErrors += 1;
  if (outcome.problems.length > 0) throw new Error(`${keyOf(route)} · ${input.label.slice(0, 200)}\n${outcome.problems.join('\n')}`);
  return outcome;
}

describe('fuzz: every /api route answers a client mistake with a 4xx envelope naming the field (issue 16)', () => {
  it('takes the routes from the app itself', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.needsSession).length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    it(keyOf(route), async () => {
      totals.routes += 1;
      const token = route.needsSession ? await f.newToken() : undefined;
      const transport: Transport = { sign: 'ok', ...(token ? { token } : {}) };
      await fc.assert(
        fc.asyncProperty(routeCases(route, f.bodyLimit), async (input) => {
          if (EXPENSIVE.has(keyOf(route))) fc.pre(!acceptedAsValid(route, input));
          await run(route, input, transport, route.needsSession);
        }),
        { seed: SEED, numRuns: RUNS },
      );

      const [valid] = fc.sample(validInput(route), { seed: SEED, numRuns: 1 });
      if (!valid) throw new Error('no valid-looking input');
      const sample: FuzzInput = EXPENSIVE.has(keyOf(route)) ? { ...valid, body: {} } : valid;

      // §7/§9: a missing, wrong or stale signature is refused before anything else.
      const signatures: [SignMode, string][] = [
        ['missing', ERRORS.COMMON_PARAMS.code],
        ['wrong', ERRORS.SIGNATURE_INVALID.code],
        ['stale', ERRORS.TIMESTAMP_EXPIRED.code],
        ['future', ERRORS.TIMESTAMP_EXPIRED.code],
        ['not-a-number', ERRORS.TIMESTAMP_EXPIRED.code],
      ];
      for (const [sign, code] of signatures) {
        const outcome = await run(route, sample, { sign, ...(token ? { token } : {}) }, route.needsSession);
        if (route.signed) expect([sign, outcome.code]).toEqual([sign, code]);
      }

      // §6/§8: no session, or an expired, revoked, forged or malformed token: 401/1401 on signed-in routes (or the
      // 1005/1001 of the input first, since decryption and validation run before the session check), never a success.
      const tokens: [string, string | undefined][] = [
        ['no token', undefined],
        ['expired token', await f.expiredToken()],
        ['revoked token', await f.revokedToken()],
        ['forged token', forgedToken()],
        ['malformed token', `x${'A'.repeat(4096)}`],
      ];
      for (const [label, bad] of tokens) {
        const outcome = await run(route, { ...sample, label }, { sign: 'ok', ...(bad !== undefined ? { token: bad } : {}) }, false);
        if (route.needsSession) expect([label, outcome.code]).toSatisfy(([, code]) => BEFORE_SESSION.has(String(code)));
      }

      // A body over the limit is 413/1006, not a crash.
      if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') {
        const oversize = {
          ...sample,
          label: 'body over the limit',
          rawBody: JSON.stringify({ a: 'a'.repeat(f.bodyLimit) }),
          wholeRequest: true,
        };
        const outcome = await run(route, oversize, transport, route.needsSession);
        expect(outcome.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
      }
    });
  }
});
