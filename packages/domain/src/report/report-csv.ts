import { REPORT_SECTION_KEYS, REPORT_SECTIONS, reportFields, type ReportFileLine, type ReportSection } from './report-columns.ts';
import { reportProblem, type ReportProblem } from './report-problem.ts';

// One CSV line's cells: commas (or tabs, in a file with no comma on the line), double quotes around a cell that holds
// a comma, "" for a quote inside one. Excel writes exactly this.
export function splitCsvLine(text: string): string[] {
  const separator = !text.includes(',') && text.includes('\t') ? '\t' : ',';
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

const SECTION_LINE = /^\[\s*([^\]]+?)\s*\]$/;
const SECTION_NAMES = REPORT_SECTION_KEYS.map((key) => `[${REPORT_SECTIONS[key].title}]`).join('、');

export interface ReportCsv {
  lines: ReportFileLine[];
  problems: ReportProblem[];
}

// The file's data lines by section, with the problems of its layout (unknown sections, lines outside a section, extra
// cells). The values themselves are checked by checkReportFile.
export function readReportCsv(text: string): ReportCsv {
  const out: ReportCsv = { lines: [], problems: [] };
  let section: ReportSection | null = null;
  let unknownSection = false;
  let headerAllowed = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const cells = splitCsvLine(raw);
      // Excel pads every line to the widest one with empty cells.
      while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
      const first = cells[0] ?? '';
      if (cells.length === 1 && first === '') return;
      if (first.startsWith('#')) return;
      const title = cells.length === 1 ? SECTION_LINE.exec(first)?.[1] : undefined;
      if (title !== undefined) {
        section = REPORT_SECTION_KEYS.find((key) => REPORT_SECTIONS[key].title === title) ?? null;
        unknownSection = section === null;
        headerAllowed = true;
        if (!section) out.problems.push(reportProblem(line, null, null, `未知的数据段「${title}」，应为 ${SECTION_NAMES} 之一`));
        return;
      }
      if (!section) {
        // The lines of an unknown section are not read: its title was named once already.
        if (!unknownSection) out.problems.push(reportProblem(line, null, null, `数据行之前缺少数据段标题，如 [基金报告]`));
        unknownSection = true;
        return;
      }
      const fields = reportFields(section);
      const wasHeaderAllowed = headerAllowed;
      headerAllowed = false;
      if (wasHeaderAllowed && first === Object.values(REPORT_SECTIONS[section].columns)[0]) return;
      if (cells.length > fields.length) {
        out.problems.push(
          reportProblem(line, section, null, `[${REPORT_SECTIONS[section].title}] 每行 ${fields.length} 列，该行有 ${cells.length} 列`),
        );
        return;
      }
      const values = Object.fromEntries(fields.map((field, i) => [field, cells[i] ?? ''])) as ReportFileLine['cells'];
      out.lines.push({ line, section, cells: values });
    });
  return out;
}
