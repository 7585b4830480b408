import { migrate } from '../db/migrate.ts';
import { runSeeds } from '../db/seed/seed-runner.ts';
import { createFieldCipher } from '../security/field-cipher.ts';
import type { CliCommand } from './command-registry.ts';
import { navImportCommand } from '../modules/fund/nav-import.command.ts';
import { idReviewCommand } from '../modules/account-opening/id-review.command.ts';
import { refreshSearchIndexes } from '../modules/search/search-registry.ts';
import { taConfirmCommand } from '../modules/ta/ta-confirm.command.ts';
import { taSimulateCommand } from '../modules/ta/ta-simulate.command.ts';
import { taRebuildCommand } from '../modules/ta/ta-rebuild.command.ts';
import { remitArriveCommand } from '../modules/trading/remit.command.ts';
import { calendarImportCommand, calendarListCommand } from '../modules/calendar/calendar.command.ts';

const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: 'migrate',
  summary: '执行尚未应用的数据库迁移',
  async run({ database }) {
    const { applied } = await migrate(database);
    return applied.length === 0 ? '数据库已是最新，无需迁移' : `已应用迁移：\n${applied.map((name) => `  ${name}`).join('\n')}`;
  },
};

const seedCommand: CliCommand = {
  name: 'seed',
  usage: 'seed',
  summary: '写入基础数据与演示数据（可重复执行）',
  async run({ database, keys, now }) {
    const ran = await runSeeds({ database, fieldCipher: createFieldCipher(keys.dataKey), now: now() });
    // The running server's search index sees the new rows at once.
    await refreshSearchIndexes(database);
    return `已执行种子模块：${ran.join('、')}`;
  },
};

// Every command the CLI knows, in `help` order; commands run in the server process when it holds the data directory.
export const CLI_COMMANDS: readonly CliCommand[] = [migrateCommand, seedCommand, navImportCommand, idReviewCommand, taConfirmCommand, taSimulateCommand, taRebuildCommand, remitArriveCommand, calendarImportCommand, calendarListCommand];
