import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeBackup, encodeBackup, restorePgliteDataDir } from '../db/backup-file.ts';
import { UsageError, type CliCommand, type CommandContext } from './command-registry.ts';

const POSTGRES_REMEDY = '使用 PostgreSQL（DATABASE_URL）时请用 pg_dump 或 pg_basebackup 与 WAL 归档备份和恢复（见 docs/operations.md）';

// Relative to the project directory, where `npm run cli` and `npm start` both run, so the CLI and the server agree.
function fileArgument(args: string[], usage: string): string {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new UsageError(`请指定一个备份文件：${usage}`);
  return path.resolve(file);
}

function refusePostgres({ config }: CommandContext): void {
  if (config.databaseUrl) throw new Error(POSTGRES_REMEDY);
}

// `backup FILE`: while the server runs it takes the copy itself (PGlite lets one process open the data directory).
export const backupCommand: CliCommand = {
  name: 'backup',
  usage: 'backup FILE',
  summary: '备份内置数据库（PGlite）到文件；服务运行中也可执行，得到一致的副本',
  async run(context, args) {
    const file = fileArgument(args, this.usage);
    refusePostgres(context);
    const { database, now } = context;
    const migrations = (await database.query<{ name: string }>('select name from schema_migrations order by name')).map((row) => row.name);
    const data = await database.dumpDataDir();
    const createdAt = now().toISOString();
    await writeFile(file, encodeBackup({ createdAt, migrations }, data), { mode: 0o600 });
    return `已备份数据库到 ${file}（${(data.length / 1024 / 1024).toFixed(1)} MB，${createdAt}）。密钥不在备份中：请另行保管 DATA_DIR/keys 或 RSA_PRIVATE_KEY、DATA_KEY`;
  },
};

// `restore FILE`: only while no server holds the data directory; the database it replaces is kept beside it.
export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: 'restore FILE',
  summary: '从备份文件恢复内置数据库（须先停止服务；原数据库保留在 pgdata.before-restore-* 目录）',
  async run(context, args) {
    const file = fileArgument(args, this.usage);
    refusePostgres(context);
    if (context.inServer) throw new Error(`服务正在使用数据目录 ${context.config.dataDir}，请先停止服务再恢复`);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw new Error(`无法读取备份文件 ${file}`);
    }
    const { meta, data } = decodeBackup(bytes, file);
    await context.database.close();
    const stamp = context.now().toISOString().replace(/[:.]/g, '-');
    const kept = await restorePgliteDataDir(context.config.dataDir, data, stamp);
    return [
      `已从 ${file} 恢复数据库（备份于 ${meta.createdAt}，${meta.migrations.length} 个迁移）`,
      ...(kept ? [`原数据库保留在 ${kept}，确认无误后可删除`] : []),
    ].join('\n');
  },
};
