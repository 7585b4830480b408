import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { KeyMaterial } from '../security/key-material.ts';

export interface CommandContext {
  config: Config;
  database: DatabaseHandle;
  keys: KeyMaterial;
  now: () => Date;
  // Set when the running server executes the command (over its admin socket), not the CLI process itself.
  inServer?: boolean;
}

export interface CliCommand {
  // One or more words, e.g. 'migrate' or 'ta confirm'.
  name: string;
  usage: string;
  summary: string;
  // Refused while a server holds DATA_DIR: the command changes what a running server keeps in memory (its keys).
  serverStopped?: boolean;
  // Returns what the CLI prints; throws to fail (exit code 1).
  run(context: CommandContext, args: string[]): Promise<string>;
}

// Thrown by a command for bad arguments: exit code 2 and the command's usage.
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

// The longest registered name that prefixes argv, and the remaining arguments.
export function matchCommand(commands: readonly CliCommand[], argv: readonly string[]): { command: CliCommand; args: string[] } | null {
  let best: { command: CliCommand; args: string[] } | null = null;
  for (const command of commands) {
    const words = command.name.split(' ');
    if (words.every((word, i) => argv[i] === word) && (!best || words.length > best.command.name.split(' ').length)) {
      best = { command, args: argv.slice(words.length) };
    }
  }
  return best;
}

export function usageText(commands: readonly Pick<CliCommand, 'usage' | 'summary'>[]): string {
  const width = Math.max(...commands.map((c) => c.usage.length), 4);
  return [
    '用法：npm run cli -- <命令> [参数]',
    '',
    '命令：',
    ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    '服务运行中时，命令通过 DATA_DIR/admin.sock 交给服务进程执行；设置 DATABASE_URL 时直接连接 PostgreSQL。',
  ].join('\n');
}
