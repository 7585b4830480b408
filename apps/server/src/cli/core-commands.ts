import type { DatabaseHandle } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { SeedModule } from '../db/seed/seed-module.ts';
import { runSeeds } from '../db/seed/seed-runner.ts';
import { createFieldCipher } from '../security/field-cipher.ts';
import type { CliCommand } from './command-registry.ts';

// The commands of the infrastructure itself; the modules' commands are listed by the composition root (app-modules.ts).
export const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: 'migrate',
  summary: '执行尚未应用的数据库迁移',
  async run({ database }) {
    const { applied } = await migrate(database);
    return applied.length === 0 ? '数据库已是最新，无需迁移' : `已应用迁移：\n${applied.map((name) => `  ${name}`).join('\n')}`;
  },
};

// `seed` runs the given seed modules, then `afterSeed` (the running server's search index sees the new rows at once).
export function createSeedCommand(modules: readonly SeedModule[], afterSeed: (database: DatabaseHandle) => Promise<void>): CliCommand {
  return {
    name: 'seed',
    usage: 'seed',
    summary: '写入基础数据与演示数据（可重复执行）',
    async run({ config, database, keys, now }) {
      const ran = await runSeeds({
        database,
        fieldCipher: createFieldCipher(keys.dataKey),
        now: now(),
        modules,
        includeDemo: config.nodeEnv !== 'production',
      });
      await afterSeed(database);
      return `已执行种子模块：${ran.join('、')}`;
    },
  };
}
