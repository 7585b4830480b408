import { AUTH_ERRORS } from '@fund-direct/domain/contracts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { dictionaryItem, riskAssessment, riskQuestion, bankCard } from './db/schema/account.ts';
import { customer } from './db/schema/customer.ts';
import { fund, nav } from './db/schema/fund.ts';
import { staff } from './db/schema/ops.ts';
import { startRuntime, type Runtime } from './runtime.ts';
import { startBanner } from './start-banner.ts';
import { envelope, passwordLogin } from '../test/modules/auth/auth.test-support.ts';

// Nothing demo reaches a production database: no demo customers (published passwords), their history, synthetic NAVs
// or demo staff. The reference data a real site needs is still seeded.
describe('a production start', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SSR_WORKERS: '0',
      SITE_ORIGIN: 'https://www.example.com',
    });
    runtime = await startRuntime({ config });
  }, 60_000);
  afterAll(async () => runtime?.close());

  const rows = async (table: PgTable) => (await runtime.app.db.select({ n: count() }).from(table))[0]?.n;

  it('seeds no demo customer, card, assessment, NAV or staff member', async () => {
    expect(await rows(customer)).toBe(0);
    expect(await rows(bankCard)).toBe(0);
    expect(await rows(riskAssessment)).toBe(0);
    expect(await rows(nav)).toBe(0);
    expect(await rows(staff)).toBe(0);
  });

  it('still seeds the reference data', async () => {
    expect(await rows(fund)).toBeGreaterThan(0);
    expect(await rows(riskQuestion)).toBeGreaterThanOrEqual(15);
    expect(await rows(dictionaryItem)).toBeGreaterThan(0);
  });

  it('lets nobody in with a demo password', async () => {
    const body = envelope(await passwordLogin(runtime.app, '13800000001', 'Demo12345'));
    expect(body.code).toBe(AUTH_ERRORS.LOGIN_FAILED.code);
    expect(body.data ?? {}).not.toHaveProperty('accesstoken');
  }, 30_000);

  it('prints no account in its banner', () => {
    const banner = startBanner({ nodeEnv: 'production' }, 'https://www.example.com');
    expect(banner).toContain('Fund Direct 已启动');
    expect(banner).not.toMatch(/1380000000\d|Demo12345|147258|演示账号|运营管理平台/);
    // Outside production the banner still lists them, for trying the site.
    expect(startBanner({ nodeEnv: 'development' }, 'http://localhost:3000')).toContain('13800000001');
  });
});
