import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CALENDAR_FIRST_DATE,
  CALENDAR_LAST_DATE,
  coveredCalendarYears,
  isBuiltInCalendarYear,
  shanghaiDate,
  shanghaiTime,
} from '@fund-direct/domain/calendar';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { importCalendarYear, installStoredCalendarYears, tradingDaysOf, type ImportResult } from './trading-calendar.service.ts';

const MAX_SOURCE_LENGTH = 100;
const IMPORT_USAGE = '请指定一个 JSON 文件，可选 --source 文号（如 国办发明电〔2027〕N号）与 --replace';

interface ImportArgs {
  file: string;
  source: string | null;
  replace: boolean;
}

function parseImportArgs(args: readonly string[]): ImportArgs {
  let file: string | undefined;
  let source: string | null = null;
  let replace = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--replace') {
      replace = true;
    } else if (arg === '--source') {
      const value = args[i + 1]?.trim();
      if (!value || value.startsWith('--')) throw new UsageError('--source 后应写通知的文号');
      if (value.length > MAX_SOURCE_LENGTH || /[\r\n]/.test(value))
        throw new UsageError(`文号应为一行，不超过 ${String(MAX_SOURCE_LENGTH)} 个字`);
      source = value;
      i += 1;
    } else if (!file && !arg.startsWith('--')) {
      file = arg;
    } else {
      throw new UsageError(IMPORT_USAGE);
    }
  }
  if (!file) throw new UsageError(IMPORT_USAGE);
  return { file, source, replace };
}

async function readJsonFile(file: string): Promise<unknown> {
  // Relative to the directory the command was started in, also when the running server executes it.
  const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(fullPath, 'utf8');
  } catch {
    throw new Error(`无法读取文件：${fullPath}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new Error(`文件不是合法的 JSON（${fullPath}）：${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const OUTCOME_TEXT: Record<ImportResult['outcome'], string> = {
  added: '已导入并启用',
  revised: '已按调整后的通知替换并启用',
  unchanged: '与已导入的数据相同，未做改动',
  'built-in': '已是随版本发布的内置数据，无需导入',
};

// `npm run cli -- calendar import FILE.json [--source TEXT] [--replace]`: a year the State Council has announced.
export const calendarImportCommand: CliCommand = {
  name: 'calendar import',
  usage: 'calendar import FILE.json [--source 文号] [--replace]',
  summary: '导入国务院办公厅公布的一年节假日安排（交易日历），校验通过后立即生效；--replace 按调整通知替换已导入的年份',
  async run({ database, now }, args) {
    const { file, source, replace } = parseImportArgs(args);
    const result = await importCalendarYear(database, await readJsonFile(file), { source, replace, now: now() });
    return `${String(result.year)} 年交易日历${OUTCOME_TEXT[result.outcome]}：全年交易日 ${String(result.tradingDays)} 天；交易日历现覆盖至 ${result.lastDate}`;
  },
};

function formatInstant(instant: Date): string {
  return `${shanghaiDate(instant)} ${shanghaiTime(instant).slice(0, 5)}`;
}

// `npm run cli -- calendar list`: what the calendar covers and where each year comes from.
export const calendarListCommand: CliCommand = {
  name: 'calendar list',
  usage: 'calendar list',
  summary: '列出交易日历覆盖的年份及其来源',
  async run({ database }, args) {
    if (args.length > 0) throw new UsageError('calendar list 不带参数');
    const outcomes = await installStoredCalendarYears(database);
    const builtIn = coveredCalendarYears()
      .filter((y) => isBuiltInCalendarYear(y.year))
      .map((y) => y.year);
    const lines = [`交易日历覆盖 ${CALENDAR_FIRST_DATE} 至 ${CALENDAR_LAST_DATE}`];
    lines.push(`  ${String(Math.min(...builtIn))}–${String(Math.max(...builtIn))} 年：随版本发布的内置数据`);
    for (const { row, ignored } of outcomes) {
      const origin = `${row.source ?? '未注明来源'}，导入于 ${formatInstant(row.importedAt)}`;
      lines.push(
        ignored
          ? `  ${String(row.year)} 年：未启用（${ignored}）；${origin}`
          : `  ${String(row.year)} 年：${origin}，全年交易日 ${String(tradingDaysOf(row.year))} 天`,
      );
    }
    return lines.join('\n');
  },
};
