// The fund report file (基金定期报告数据): one CSV file, one section per kind of data, each section opened by its
// title in brackets on a line of its own and followed by its lines (a header line naming the columns is recognised and
// skipped). A file carries any number of funds and report dates, and may carry index closes alone:
//
//   [基金报告]
//   基金代码,报告期末,基金资产净值(元),期末基金份额(份),股票(%),债券(%),现金(%),其他(%)
//   000512,2026-09-30,2345678901.23,1456789012.34,85.12,6.30,7.58,1.00
//   [十大重仓股]
//   基金代码,报告期末,序号,股票代码,股票名称,公允价值(元),占基金资产净值比例(%)
//   000512,2026-09-30,1,600519,贵州茅台,123456789.00,5.26
//   [行业配置]
//   基金代码,报告期末,行业代码,行业名称,公允价值(元),占基金资产净值比例(%)
//   000512,2026-09-30,C,制造业,1234567890.12,52.63
//   [指数行情]
//   指数代码,日期,收盘点位
//   000300,2026-11-20,3948.1234
//
// Ratios are percent of the fund's net assets as the quarterly report prints them; money in 元 with at most 2 decimals.
// Blank lines and lines starting with # are ignored; a problem names the file's own line and column.
export const REPORT_SECTIONS = {
  report: {
    title: '基金报告',
    columns: {
      fundCode: '基金代码',
      reportDate: '报告期末',
      netAssets: '基金资产净值(元)',
      totalShares: '期末基金份额(份)',
      stockPercent: '股票(%)',
      bondPercent: '债券(%)',
      cashPercent: '现金(%)',
      otherPercent: '其他(%)',
    },
  },
  holding: {
    title: '十大重仓股',
    columns: {
      fundCode: '基金代码',
      reportDate: '报告期末',
      rank: '序号',
      securityCode: '股票代码',
      securityName: '股票名称',
      marketValue: '公允价值(元)',
      ratioPercent: '占基金资产净值比例(%)',
    },
  },
  industry: {
    title: '行业配置',
    columns: {
      fundCode: '基金代码',
      reportDate: '报告期末',
      industryCode: '行业代码',
      industryName: '行业名称',
      marketValue: '公允价值(元)',
      ratioPercent: '占基金资产净值比例(%)',
    },
  },
  indexClose: {
    title: '指数行情',
    columns: { indexCode: '指数代码', date: '日期', close: '收盘点位' },
  },
} as const;

export type ReportSection = keyof typeof REPORT_SECTIONS;
export type ReportField<S extends ReportSection = ReportSection> = S extends ReportSection
  ? keyof (typeof REPORT_SECTIONS)[S]['columns'] & string
  : never;

export const REPORT_SECTION_KEYS = Object.keys(REPORT_SECTIONS) as ReportSection[];

export function reportFields<S extends ReportSection>(section: S): ReportField<S>[] {
  return Object.keys(REPORT_SECTIONS[section].columns) as ReportField<S>[];
}

// The 1-based column of a field in its section's lines, and its label.
export function reportColumn(section: ReportSection, field: string): { column: number; label: string } | null {
  const columns = REPORT_SECTIONS[section].columns as Readonly<Record<string, string>>;
  const index = Object.keys(columns).indexOf(field);
  return index < 0 ? null : { column: index + 1, label: columns[field] as string };
}

// One data line of the file as read: its section and its cells by field (missing cells are '').
export interface ReportFileLine<S extends ReportSection = ReportSection> {
  line: number;
  section: S;
  cells: Record<ReportField<S>, string>;
}

// The template operations staff start from: every section with its header line.
export const REPORT_FILE_TEMPLATE = REPORT_SECTION_KEYS.map(
  (section) => `[${REPORT_SECTIONS[section].title}]\n${Object.values(REPORT_SECTIONS[section].columns).join(',')}`,
).join('\n');
