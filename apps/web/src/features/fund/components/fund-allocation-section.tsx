import type { FundReportSummary } from '@fund-direct/domain/contracts';
import { SectionTitle } from '@/components/section-title.tsx';
import { ratioText } from './fund-report-format.ts';
import './fund-report.css';

const CLASSES = [
  { key: 'stock', label: '股票', color: '#1D4E89' },
  { key: 'bond', label: '债券', color: '#C69C4F' },
  { key: 'cash', label: '现金', color: '#3F9C8F' },
  { key: 'other', label: '其他', color: '#9AA5B1' },
] as const;

// 资产配置: the latest report's stocks, bonds, cash and other as shares of net assets, one bar across and one row each.
export function FundAllocationSection({ report }: { report: FundReportSummary }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-allocation-title">
      <SectionTitle id="fd-allocation-title" title="资产配置" extra={<span className="fd-muted">报告期末 {report.reportDate}</span>} />
      <div className="fd-allocation__stack" aria-hidden>
        {CLASSES.map(({ key, color }) => (
          <span key={key} style={{ width: ratioText(report.allocation[key]), background: color }} />
        ))}
      </div>
      <ul className="fd-allocation">
        {CLASSES.map(({ key, label, color }) => (
          <li key={key} className="fd-allocation__row">
            <span className="fd-allocation__label">
              <span className="fd-allocation__swatch" style={{ background: color }} aria-hidden />
              {label}
            </span>
            <span className="fd-allocation__track" aria-hidden>
              <span className="fd-allocation__bar" style={{ width: ratioText(report.allocation[key]), background: color }} />
            </span>
            <span className="fd-allocation__value fd-num">{ratioText(report.allocation[key])}</span>
          </li>
        ))}
      </ul>
      <p className="fd-chart-note">占基金资产净值的比例；其他含基金投资、应收款项等。</p>
    </section>
  );
}
