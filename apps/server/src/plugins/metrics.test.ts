import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '../../test/modules/auth/auth.test-support.ts';
import { createTestApp, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { REPO_ROOT } from '../config.ts';
import { collectProcessMetrics, metricsRegistry } from './metrics-registry.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

// Every metric name the registry exposes, with the series names Prometheus derives from histograms.
async function exposedNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
  }
  return names;
}

function sampleValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('does not exist, whatever the token', async () => {
    expect(t.app.routeTable.some((route) => route.url === '/metrics')).toBe(false);
    for (const headers of [{}, auth]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      // The site's own answer for an unknown path (404, or 503 where the web build is missing).
      expect([404, 503]).toContain(res.statusCode);
      expect(res.body).not.toContain('fund_direct_');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a request without the token or with another one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all-0000000000' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ code: '1402', msg: '监控数据需要有效的访问令牌', requestId: res.headers['x-request-id'] });
    }
  });

  it('labels request durations with the route pattern, never the raw URL', async () => {
    await signedInject(t.app, { method: 'GET', url: '/api/content/notice/detail/424242' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const series = 'fund_direct_http_request_duration_seconds_count{method="GET",route="/api/content/notice/detail/:id",status="404"}';
    expect(sampleValue(res.body, series)).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain('424242');
  });

  it('exposes the named metrics, process metrics and the pool of the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    for (const name of [
      'fund_direct_http_request_duration_seconds',
      'fund_direct_db_pool_size',
      'fund_direct_db_pool_in_use',
      'fund_direct_db_pool_idle',
      'fund_direct_db_pool_waiting',
      'fund_direct_ta_step_duration_seconds',
      'fund_direct_ta_step_rows_total',
      'fund_direct_sms_sends_total',
      'fund_direct_login_failures_total',
      'fund_direct_search_duration_seconds',
      'fund_direct_cache_requests_total',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
    const driver = t.database.kind;
    expect(sampleValue(res.body, `fund_direct_db_pool_size{driver="${driver}"}`)).toBe(driver === 'postgres' ? 10 : 1);
  });

  it('counts searches, the answer cache and failed customer logins', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/metrics', headers: auth })).body;
    const keyWord = '沣泽价值精选混合';
    for (let i = 0; i < 2; i += 1) {
      await signedInject(t.app, { method: 'POST', url: '/api/content/search', body: { keyWord, isMoreFilter: 1 } });
    }
    await passwordLogin(t.app, '13800000001', 'Wrong12345');
    const after = (await t.app.inject({ method: 'GET', url: '/metrics', headers: auth })).body;
    const grew = (series: string) => sampleValue(after, series) - sampleValue(before, series);
    expect(grew('fund_direct_search_duration_seconds_count')).toBe(2);
    expect(grew('fund_direct_cache_requests_total{cache="search-answer",result="miss"}')).toBe(1);
    expect(grew('fund_direct_cache_requests_total{cache="search-answer",result="hit"}')).toBe(1);
    expect(grew('fund_direct_login_failures_total{who="customer",reason="password"}')).toBe(1);
  });
});

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(`${REPO_ROOT}deploy/grafana/fund-direct.json`, 'utf8')) as {
    schemaVersion: number;
    panels: { title: string; targets?: { expr: string }[] }[];
  };

  it('queries only metrics the server exposes', async () => {
    collectProcessMetrics();
    const names = await exposedNames();
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    for (const expr of exprs) {
      const referenced = expr.match(/\b(fund_direct_[a-z0-9_]+|process_[a-z0-9_]+|nodejs_[a-z0-9_]+)\b/g) ?? [];
      expect(referenced.length, expr).toBeGreaterThan(0);
      for (const name of referenced) expect(names.has(name), `${name} in ${expr}`).toBe(true);
    }
  });
});
