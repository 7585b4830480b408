import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CLI_COMMANDS } from './app-modules.ts';
import { executeCommand, sendAdminCommand } from './cli/admin-socket.ts';
import { matchCommand, usageText, type CliCommand } from './cli/command-registry.ts';
import { acquireDataDirLock, adminSocketPath, lockHolder } from './cli/data-dir-lock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { installStoredCalendarYears } from './modules/calendar/trading-calendar.service.ts';
import { loadKeyMaterial } from './security/key-material.ts';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export interface CliIo {
  env?: Record<string, string | undefined>;
  out?: (text: string) => void;
  err?: (text: string) => void;
  commands?: readonly CliCommand[];
}

const HELP_ENTRY = { usage: 'help', summary: '显示本帮助' };

// A command's answer as the process exit code: 0 done, 2 wrong arguments, 1 failed (e.g. a reconciliation break).
export function exitCodeOf(response: { ok: boolean; usage?: boolean }): number {
  return response.ok ? EXIT_OK : response.usage ? EXIT_USAGE : EXIT_FAILURE;
}

// `npm run cli -- <command>`: with DATABASE_URL the command runs here; else, when the server holds DATA_DIR,
// it runs in the server over DATA_DIR/admin.sock; else this process opens DATA_DIR itself (taking the lock).
export async function runCli(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const out = io.out ?? ((text: string) => console.log(text));
  const err = io.err ?? ((text: string) => console.error(text));
  const commands = io.commands ?? CLI_COMMANDS;
  const usage = usageText([HELP_ENTRY, ...commands]);
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    out(usage);
    return EXIT_OK;
  }
  const match = matchCommand(commands, argv);
  if (!match) {
    err(argv.length === 0 ? '缺少命令' : `未知命令：${argv.join(' ')}`);
    err(usage);
    return EXIT_USAGE;
  }
  let config;
  try {
    config = loadConfig(io.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err(`配置错误：\n${error.message}`);
      return EXIT_FAILURE;
    }
    throw error;
  }
  const request = { command: match.command.name, args: match.args };
  const report = (response: { ok: boolean; output: string; usage?: boolean }) => {
    (response.ok ? out : err)(response.output);
    return exitCodeOf(response);
  };

  if (config.inMemory && !config.databaseUrl) {
    err('DATA_DIR=memory:// 时数据只存在于服务进程内存中，命令行无法访问');
    return EXIT_FAILURE;
  }
  if (!config.databaseUrl) {
    const holder = lockHolder(config.dataDir);
    if (holder !== null && match.command.serverStopped) {
      err(`服务进程 ${holder} 正在使用 ${config.dataDir}：请先停止服务，再执行 ${match.command.name}`);
      return EXIT_FAILURE;
    }
    if (holder !== null) {
      try {
        return report(await sendAdminCommand(adminSocketPath(config.dataDir), request));
      } catch (error) {
        err(`无法连接服务进程 ${holder}（${adminSocketPath(config.dataDir)}）：${error instanceof Error ? error.message : String(error)}`);
        return EXIT_FAILURE;
      }
    }
  }

  let lock = null;
  let database;
  try {
    if (!config.databaseUrl) {
      await mkdir(config.dataDir, { recursive: true });
      lock = acquireDataDirLock(config.dataDir);
    }
    const keys = await loadKeyMaterial(config);
    database = await openDatabase(config);
    // Other commands need the current schema (`migrate` reports what it applies itself) and the
    // calendar years imported after the release (ta confirm computes trading days).
    // (`restore` replaces the database, whatever its schema.)
    if (match.command.name !== 'migrate' && match.command.name !== 'restore') {
      await migrate(database);
      await installStoredCalendarYears(database);
    }
    return report(await executeCommand(commands, { config, database, keys, now: () => new Date() }, request));
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return EXIT_FAILURE;
  } finally {
    await database?.close();
    lock?.release();
  }
}

function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(EXIT_FAILURE);
    },
  );
}
