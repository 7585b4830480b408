import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../cli/command-registry.ts';
import { createTestApp, signedInject, type TestApp } from '../../../test/support/test-app.ts';
import { navImportCommand } from './nav-import.command.ts';

const NOW = new Date('2026-11-24T10:00:00+08:00');
let t: TestApp;
let dir: string;

async function runImport(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text, 'utf8');
  const context = { config: t.config, database: t.database, now: () => NOW } as unknown as CommandContext;
  return navImportCommand.run(context, [file]);
}

async function fund(code: string) {
  const response = await signedInject(t.app, { method: 'GET', url: '/api/content/fund/detail', query: { fundCode: code } });
  return (
    response.json() as {
      data: {
        fund: { navDate: string; nav: string; dailyChange: string; incomePer10k: string; yield7d: string; yields: Record<string, string> };
      };
    }
  ).data.fund;
}

beforeAll(async () => {
  // History ends Monday 2026-11-23; the file adds Tuesday 2026-11-24.
  t = await createTestApp({ now: () => new Date('2026-11-24T08:00:00+08:00') });
  dir = await mkdtemp(path.join(tmpdir(), 'nav-import-'));
});
afterAll(async () => t?.close());

describe('nav import', () => {
  it('applies nothing when one line is bad and names that line', async () => {
    const before = await fund('000512');
    const text = [
      '基金代码,日期,单位净值,累计净值,万份收益,七日年化',
      `000512,20261124,${before.nav},${before.nav}`,
      '000512,2026-11-31,1.0000,1.0000',
      '',
    ].join('\n');
    await expect(runImport('bad.csv', text)).rejects.toThrow(/第 3 行第 2 列「净值日期」：“2026-11-31”不是有效日期/);
    expect((await fund('000512')).navDate).toBe(before.navDate);
  });

  it('reports unknown funds and duplicates with their line numbers', async () => {
    const text = ['123456,2026-11-24,1.0000,1.0000', '000288,2026-11-24,1.2000,1.3000', '000288,2026-11-24,1.2000,1.3000'].join('\n');
    const error = await runImport('dup.csv', text).catch((e: Error) => e.message);
    expect(error).toContain('第 1 行第 1 列「基金代码」：基金 123456 不存在');
    expect(error).toContain('第 3 行第 1 列「基金代码」：与第 2 行重复');
  });

  it('upserts a good file in one go and recomputes the yields', async () => {
    const before = await fund('000512');
    const next = (Number(before.nav) * 1.01).toFixed(4);
    const output = await runImport('good.csv', [`000512,2026-11-24,${next},${next}`, '000372,2026-11-24,,,0.6000,2.1000%'].join('\n'));
    expect(output).toBe('已导入 2 条净值（2 只基金），收益率已重新计算');
    const after = await fund('000512');
    expect(after).toMatchObject({ navDate: '2026-11-24', nav: next });
    expect(after.dailyChange).toBe(after.yields.day);
    expect(Math.abs(Number(after.yields.day) - 0.01)).toBeLessThan(0.0001);
    const money = await fund('000372');
    expect(money).toMatchObject({
      navDate: '2026-11-24',
      incomePer10k: '0.6000',
      yield7d: '0.021000',
      yields: expect.objectContaining({ day: '0.000060' }),
    });
  });
});
