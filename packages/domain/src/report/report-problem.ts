import { REPORT_SECTIONS, reportColumn, type ReportSection } from './report-columns.ts';

// One refused line of a report file: where it is (line, column, the field's label) and the rule it breaks.
export interface ReportProblem {
  line: number;
  section: ReportSection | null;
  field: string | null;
  column: number | null;
  label: string | null;
  // The rule's own words, without the position.
  message: string;
  // The sentence shown to staff: 第 12 行第 6 列「公允价值(元)」：必须大于 0
  text: string;
}

export function reportProblem(line: number, section: ReportSection | null, field: string | null, message: string): ReportProblem {
  const position = section && field ? reportColumn(section, field) : null;
  const where = position ? `第 ${line} 行第 ${position.column} 列「${position.label}」` : line > 0 ? `第 ${line} 行` : '文件';
  return {
    line,
    section,
    field: position ? field : null,
    column: position?.column ?? null,
    label: position?.label ?? null,
    message,
    text: `${where}：${message}`,
  };
}

export const sectionTitle = (section: ReportSection) => REPORT_SECTIONS[section].title;
