import './service-tables.css';
import type { AgencyItem } from '@fund-direct/domain/contracts';

function websiteHref(website: string): string {
  return /^https?:\/\//iu.test(website) ? website : `https://${website}`;
}

interface AgencyTableProps {
  list: readonly AgencyItem[];
  caption: string;
}

// Sales organisations with their hotline and website; direct channels sell every fund.
export function AgencyTable({ list, caption }: AgencyTableProps) {
  return (
    <table className="fd-agency-table">
      <caption className="fd-agency-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">机构名称</th>
          <th scope="col">客服电话</th>
          <th scope="col">网址</th>
          <th scope="col">代销基金</th>
        </tr>
      </thead>
      <tbody>
        {list.map((agency) => (
          <tr key={agency.id}>
            <th scope="row">{agency.name}</th>
            <td data-label="客服电话">
              {agency.hotline ? <a href={`tel:${agency.hotline.replaceAll('-', '')}`}>{agency.hotline}</a> : '--'}
            </td>
            <td data-label="网址">
              {agency.website ? (
                <a href={websiteHref(agency.website)} target="_blank" rel="noopener noreferrer">
                  {agency.website}
                </a>
              ) : (
                '本网站'
              )}
            </td>
            <td data-label="代销基金">{agency.kind === 'direct' ? '全部基金' : `${agency.fundCodes.length} 只`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
