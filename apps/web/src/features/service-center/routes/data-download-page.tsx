import DownloadOutlinedSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import '../components/service-tables.css';
import { formatDate } from '@fund-direct/domain/format';
import { RichText } from '@/components/rich-text.tsx';
import { useServiceCenterList } from '../api/service-center-list.ts';
import { QueryState } from '../components/query-state.tsx';
import { useRequiredServiceEntry } from '../use-service-entry.ts';

const DownloadOutlined = iconOf(DownloadOutlinedSvg);

// §2 dataDownload: the printable forms and agreements as a table with download links.
export function DataDownloadPage() {
  const { serviceType } = useRequiredServiceEntry();
  const { data, isError, refetch } = useServiceCenterList(serviceType);
  return (
    <>
      <p className="fd-service__lead">
        以下表格和协议供在直销中心柜台或以传真方式办理业务时使用。请下载后用黑色签字笔填写，签字（机构加盖预留印鉴）后连同所需材料一并提交。
      </p>
      <QueryState
        data={data}
        isError={isError}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        emptyText="暂无可下载的资料"
      >
        {(list) => (
          <table className="fd-download-table">
            <caption className="fd-download-table__caption">可下载的表格与协议（共 {list.length} 份）</caption>
            <thead>
              <tr>
                <th scope="col">序号</th>
                <th scope="col">资料名称</th>
                <th scope="col">更新日期</th>
                <th scope="col">下载</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item, index) => (
                <tr key={item.id}>
                  <td className="fd-download-table__index">{index + 1}</td>
                  <td>
                    <p className="fd-download-table__name">{item.title}</p>
                    <RichText html={item.contentHtml} className="fd-download-table__note" />
                  </td>
                  <td className="fd-download-table__date">{formatDate(item.serviceTime)}</td>
                  <td className="fd-download-table__actions">
                    {item.attachments.map((file) => (
                      <a
                        key={file.url}
                        href={file.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="fd-download-table__link"
                        aria-label={`下载${file.name}（PDF）`}
                      >
                        <DownloadOutlined aria-hidden />
                        <span>下载PDF</span>
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
