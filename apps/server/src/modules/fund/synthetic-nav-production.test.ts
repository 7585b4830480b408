import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../cli/command-registry.ts';
import { loadConfig } from '../../config.ts';
import { taSimulateCommand } from '../ta/ta-simulate.command.ts';

// Issue 17: in production NAVs come only from the console; nothing there makes up synthetic ones.
describe('synthetic NAVs in production', () => {
  it('refuses ta simulate before touching the database', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', SITE_ORIGIN: 'https://www.example.com' });
    const context = { config, database: null, now: () => new Date() } as unknown as CommandContext;
    await expect(taSimulateCommand.run(context, ['--days', '1'])).rejects.toThrow('生产环境不生成模拟净值');
  });
});
