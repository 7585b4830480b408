import type { NumberedNavEntry } from '@fund-direct/domain/nav';

// A NAV file's lines as entries, one line per fund and day, in the columns of NAV_COLUMNS:
//   fund code, date (YYYY-MM-DD or YYYYMMDD), unit NAV, accumulated NAV[, 万份收益, 7-day yield %]
// Money funds give 万份收益 and the 7-day annualised yield as published in percent ('1.8520' or
// '1.8520%'); their NAV columns may be empty (1.0000). An optional header line is skipped. The rules
// themselves are the domain's (checkNavEntries): a file, the console's grid and the demo generator share them.

function splitLine(text: string): string[] {
  return text.split(/[,\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

// A header names its columns instead of starting with a fund code.
export const isHeaderLine = (line: number, firstCell: string) => line === 1 && !/^\d/.test(firstCell.trim());

export function navEntryOf(line: number, cells: readonly string[]): NumberedNavEntry {
  const [fundCode = '', date = '', unitNav, accNav, incomePer10k, yield7dPercent] = cells;
  return { line, entry: { fundCode, date, unitNav, accNav, incomePer10k, yield7dPercent } };
}

export function readNavCsv(text: string): NumberedNavEntry[] {
  const entries: NumberedNavEntry[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '') return;
      const cells = splitLine(raw);
      if (isHeaderLine(line, cells[0] ?? '')) return;
      entries.push(navEntryOf(line, cells));
    });
  return entries;
}
