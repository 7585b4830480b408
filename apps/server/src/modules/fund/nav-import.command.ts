import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { refreshSearchIndexes } from '../search/search.public.ts';
import { importNavCsv } from './nav-import.service.ts';

// `npm run cli -- nav import FILE.csv`. A relative path is read from the directory the command
// was started in (npm's INIT_CWD), also when the running server executes it over the admin socket.
export const navImportCommand: CliCommand = {
  name: 'nav import',
  usage: 'nav import FILE.csv',
  summary: '导入基金净值（基金代码,日期,单位净值,累计净值[,万份收益,七日年化%]），任一行有误则整份不导入',
  async run({ database }, args) {
    const [file, ...rest] = args;
    if (!file || rest.length > 0) throw new UsageError('请指定一个 CSV 文件');
    const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    let text: string;
    try {
      text = await readFile(fullPath, 'utf8');
    } catch {
      throw new Error(`无法读取文件：${fullPath}`);
    }
    const result = await importNavCsv(database.db, text);
    await refreshSearchIndexes(database, 'fund');
    return `已导入 ${result.rows} 条净值（${result.funds} 只基金），收益率已重新计算`;
  },
};
