import { Alert, Card, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { auditExportUrl } from './api/audit-export.ts';
import { useAuditLog } from './api/audit-log.ts';
import { AuditFilters, type AuditFilterValues } from './components/audit-filters.tsx';
import { AuditTable } from './components/audit-table.tsx';

const FILTER_KEYS = ['from', 'to', 'staff', 'action', 'target'] as const;

// 审计日志 (合规审计): filters live in the address, so a search can be shared and survives a reload.
export function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const filter: AuditFilterValues = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (search.get(key) ? [[key, search.get(key)]] : [])),
  ) as AuditFilterValues;
  const page = Number(search.get('page') ?? 1) || 1;
  const pageSize = Number(search.get('pageSize') ?? 20) || 20;
  const query = useAuditLog({ ...filter, page, pageSize });

  const go = (next: AuditFilterValues, nextPage = 1, nextSize = pageSize) => {
    const params = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key]) params.set(key, String(next[key]));
    if (nextPage > 1) params.set('page', String(nextPage));
    if (nextSize !== 20) params.set('pageSize', String(nextSize));
    setSearch(params);
  };

  return (
    <Card title="审计日志">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <AuditFilters value={filter} onSearch={(next) => go(next)} exportUrl={auditExportUrl(filter)} />
        {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
        <AuditTable
          rows={query.data?.list ?? []}
          loading={query.isFetching}
          total={query.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={(nextPage, nextSize) => go(filter, nextSize === pageSize ? nextPage : 1, nextSize)}
        />
      </Space>
    </Card>
  );
}
