import { Button, Progress, Tag } from 'antd';
import { DATA_EXPORT_STATE_TEXT, EXPORT_LINK_HOURS, type DataExportItem } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { QueryStatus } from '@/components/query-status.tsx';
import { useDataExports, useRequestDataExport } from '../api/data-exports.ts';
import './personal-data.css';

const time = (value: string | null) => formatDate(value, 'YYYY-MM-DD HH:mm');
const STATE_COLOR: Record<DataExportItem['state'], string> = {
  pending: 'processing',
  running: 'processing',
  ready: 'success',
  failed: 'error',
  expired: 'default',
};

function ExportRow({ item }: { item: DataExportItem }) {
  const preparing = item.state === 'pending' || item.state === 'running';
  return (
    <li className="fd-account-list__item fd-data-export">
      <span>
        申请于 {time(item.requestedAt)} <Tag color={STATE_COLOR[item.state]}>{DATA_EXPORT_STATE_TEXT[item.state]}</Tag>
        {item.state === 'ready' ? (
          <>
            <br />
            <span className="fd-account-list__meta">
              链接有效期至 {time(item.expiresAt)} · 已下载 {item.downloads} 次
            </span>
          </>
        ) : null}
        {preparing ? <Progress percent={item.progress} size="small" aria-label="准备进度" /> : null}
      </span>
      {item.jsonUrl && item.pdfUrl ? (
        <span className="fd-data-export__links">
          <a href={item.pdfUrl} download>
            下载 PDF
          </a>
          <a href={item.jsonUrl} download>
            下载 JSON
          </a>
        </span>
      ) : null}
    </li>
  );
}

// 我的数据: a copy of everything held about the customer, prepared in the background.
export function DataExportSection() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const list = exports.data?.list ?? [];
  const busy = list.some((item) => item.state === 'pending' || item.state === 'running');
  return (
    <section aria-labelledby="fd-my-data">
      <h2 className="fd-account-subtitle" id="fd-my-data">
        我的数据
      </h2>
      <p className="fd-account-note">
        下载我们保存的您的全部个人信息：基本资料、银行卡（卡号只显示前 6 位和后 4 位）、风险测评、交易与持仓、定投、登录设备、
        已同意的协议和消息。PDF 便于阅读，JSON 便于转存到其他机构。文件在后台准备，完成后 {EXPORT_LINK_HOURS} 小时内可下载。
      </p>
      <Button onClick={() => request.mutate()} loading={request.isPending} disabled={busy}>
        {busy ? '正在准备…' : '申请导出我的数据'}
      </Button>
      <QueryStatus loading={exports.isPending} error={exports.isError} onRetry={() => void exports.refetch()} />
      {list.length > 0 ? (
        <ul className="fd-account-list" aria-label="数据导出记录">
          {list.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
