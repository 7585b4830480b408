import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { shanghaiDate } from '@fund-direct/domain/calendar';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { decodeReportFile } from './fund-report-file.ts';
import { importReportText } from './fund-report-import.service.ts';

// `npm run cli -- fund report import FILE.csv`: the report file of domain report/report-columns.ts (reports, top ten,
// industries, index closes). A relative path is read from the directory the command was started in (npm's INIT_CWD),
// also when the running server executes it over the admin socket. Until the console's page is used, or for a catch-up.
export const fundReportImportCommand: CliCommand = {
  name: 'fund report import',
  usage: 'fund report import FILE.csv',
  summary: '导入基金定期报告数据（[基金报告][十大重仓股][行业配置][指数行情]），任一行有误则整份不导入',
  async run({ database, now }, args) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) throw new UsageError('请指定一个报告 CSV 文件');
    const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    let bytes: Buffer;
    try {
      bytes = await readFile(fullPath);
    } catch {
      throw new Error(`无法读取文件：${fullPath}`);
    }
    const result = await importReportText(database.db, decodeReportFile(bytes), shanghaiDate(now()));
    return `已导入 ${result.reports} 份基金报告、${result.closes} 条指数行情`;
  },
};
