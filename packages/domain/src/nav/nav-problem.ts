import { NAV_COLUMNS, type NavField } from './nav-columns.ts';

// An error refuses the whole submission; a flag (an unusual but possible value) only asks for a reason.
export type NavProblemKind = 'error' | 'flag';

export interface NavProblem {
  kind: NavProblemKind;
  line: number;
  column: number | null;
  field: NavField | null;
  fundCode: string;
  // The rule's own words, without the position.
  message: string;
  // The full sentence shown to staff: 第 3 行第 2 列「单位净值」：最多 4 位小数
  text: string;
}

export function navProblem(kind: NavProblemKind, line: number, fundCode: string, field: NavField | null, message: string): NavProblem {
  const column = field ? NAV_COLUMNS[field].column : null;
  const where = field ? `第 ${line} 行第 ${column} 列「${NAV_COLUMNS[field].label}」` : `第 ${line} 行`;
  return { kind, line, column, field, fundCode, message, text: `${where}：${message}` };
}
