import FilePdfOutlinedSvg from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import type { FundDetailResponse } from '@fund-direct/domain/contracts';
import { formatDate, formatValue } from '@fund-direct/domain/format';
import { SectionTitle } from '@/components/section-title.tsx';

const FilePdfOutlined = iconOf(FilePdfOutlinedSvg);

export function FundDividendsSection({ dividends }: { dividends: FundDetailResponse['dividends'] }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-dividends-title">
      <SectionTitle id="fd-dividends-title" title="分红记录" />
      {dividends.length === 0 ? (
        <p className="fd-muted">本基金成立以来暂无分红。</p>
      ) : (
        <div className="fd-table-wrap" role="region" aria-label="分红记录" tabIndex={0}>
          <table className="fd-table">
            <thead>
              <tr>
                <th scope="col">权益登记日</th>
                <th scope="col">除息日</th>
                <th scope="col">派息日</th>
                <th scope="col" className="fd-table__num">
                  每份分红(元)
                </th>
              </tr>
            </thead>
            <tbody>
              {dividends.map((d) => (
                <tr key={d.recordDate}>
                  <td className="fd-num">{formatDate(d.recordDate)}</td>
                  <td className="fd-num">{formatDate(d.exDate)}</td>
                  <td className="fd-num">{formatDate(d.payDate)}</td>
                  <td className="fd-table__num fd-num">{formatValue(d.cashPerShare)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function FundDocumentsSection({ documents }: { documents: FundDetailResponse['documents'] }) {
  return (
    <section className="fd-detail-section" aria-labelledby="fd-documents-title">
      <SectionTitle id="fd-documents-title" title="法律文件" />
      {documents.length === 0 ? (
        <p className="fd-muted">暂无文件</p>
      ) : (
        <ul className="fd-dated-list">
          {documents.map((doc) => (
            <li key={doc.url}>
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                <FilePdfOutlined aria-hidden /> {doc.name}
                <span className="fd-visually-hidden">（PDF，新窗口打开）</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
