// The columns of a NAV file (and of the entry grid), in file order: a problem names its line, this column and the
// field's Chinese label. Money funds fill 万份收益 and the 7-day yield in percent; their NAV columns may stay empty.
export const NAV_COLUMNS = {
  fundCode: { column: 1, label: '基金代码' },
  date: { column: 2, label: '净值日期' },
  unitNav: { column: 3, label: '单位净值' },
  accNav: { column: 4, label: '累计净值' },
  incomePer10k: { column: 5, label: '万份收益' },
  yield7dPercent: { column: 6, label: '七日年化收益率（%）' },
} as const;

export type NavField = keyof typeof NAV_COLUMNS;

export const NAV_FIELDS = Object.keys(NAV_COLUMNS) as NavField[];

// The header line of the downloadable template (a header line is recognised and skipped on upload).
export const NAV_TEMPLATE_HEADER = NAV_FIELDS.map((field) => NAV_COLUMNS[field].label);

// One NAV as given, by a file's line, a grid row or the demo generator: decimal strings, the 7-day yield in percent.
export interface NavEntry {
  fundCode: string;
  date: string;
  unitNav?: string | undefined;
  accNav?: string | undefined;
  incomePer10k?: string | undefined;
  yield7dPercent?: string | undefined;
}

export interface NumberedNavEntry {
  line: number;
  entry: NavEntry;
}

// A valid NAV, normalised: four decimals, the 7-day yield as a fraction with six decimals (as stored).
export interface CheckedNav {
  line: number;
  fundCode: string;
  date: string;
  unitNav: string;
  accNav: string;
  incomePer10k: string | null;
  yield7d: string | null;
}
