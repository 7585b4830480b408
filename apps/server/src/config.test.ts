import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRenderWorkers, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.nodeEnv).toBe('development');
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(config.webRoot).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(config.inMemory).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('recognises the in-memory data directory', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({ dataDir: 'memory://', inMemory: true });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/DATA_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ RISK_FREE_RATE: '1.5' })).toThrow(/RISK_FREE_RATE/);
  });

  const production = { NODE_ENV: 'production', SITE_ORIGIN: 'https://www.example.com' };

  it('never lets production generate synthetic NAVs', () => {
    expect(loadConfig(production).taSchedule).toBe('off');
    expect(() => loadConfig({ ...production, TA_SCHEDULE: 'demo' })).toThrow(/TA_SCHEDULE.*生产环境/);
    expect(loadConfig({ TA_SCHEDULE: 'demo' }).taSchedule).toBe('demo');
  });

  it('refuses to start production without the https:// address of the site', () => {
    expect(loadConfig(production).siteOrigin).toBe('https://www.example.com');
    for (const SITE_ORIGIN of [undefined, '', 'http://www.example.com']) {
      expect(() => loadConfig({ NODE_ENV: 'production', SITE_ORIGIN })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production', SITE_ORIGIN })).toThrow(/^环境变量 SITE_ORIGIN 无效：生产环境.*https:\/\//);
    }
    // Elsewhere the local address stays the default, so that `npm start` works with nothing set.
    expect(loadConfig({ PORT: '3001' }).siteOrigin).toBe('http://localhost:3001');
  });

  it('takes a yearly risk-free rate as a fraction, 1.5 % unless set', () => {
    expect(loadConfig({}).riskFreeRate).toBe('0.015');
    expect(loadConfig({ RISK_FREE_RATE: '0.0225' }).riskFreeRate).toBe('0.0225');
  });

  it('decodes the data key', () => {
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ DATA_KEY: key.toString('base64') }).dataKey).toEqual(key);
  });

  it('renders missed pages on one worker in production when there is a core to spare', () => {
    expect(defaultRenderWorkers('production', 2)).toBe(1);
    expect(defaultRenderWorkers('production', 1)).toBe(0);
    expect(defaultRenderWorkers('development', 8)).toBe(0);
    expect(defaultRenderWorkers('test', 8)).toBe(0);
    expect(loadConfig({ ...production, SSR_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(loadConfig({ SSR_WORKERS: '3' }).renderWorkers).toBe(3);
    expect(loadConfig({ SSR_WORKERS: '' }).renderWorkers).toBe(0);
    expect(() => loadConfig({ SSR_WORKERS: '17' })).toThrow(/SSR_WORKERS/);
  });
});
