import { CUSTOMER_OPS_TEXT, CUSTOMER_SEARCH_LIMIT } from '@fund-direct/domain/contracts/ops';
import { Alert, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentStaff } from '@/api/auth-me.ts';
import { useCustomerSearch } from './api/customer-search.ts';
import { CustomerTable } from './components/customer-table.tsx';
import { RevealDialog, type RevealTarget } from './components/reveal-dialog.tsx';

// 客户查询 (客服, 合规审计): masked values only; the full one through the reveal dialog, for 客服.
export function CustomersPage() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const query = useCustomerSearch(keyword);
  const me = useCurrentStaff();
  const canReveal = me.data?.permissions.includes('customer.reveal') ?? false;
  const [target, setTarget] = useState<RevealTarget | null>(null);

  return (
    <Card title="客户查询">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Input.Search
          defaultValue={keyword}
          placeholder={CUSTOMER_OPS_TEXT.keywordHint}
          enterButton="查询"
          allowClear
          style={{ maxWidth: 480 }}
          onSearch={(value) => setSearch(value.trim() ? { keyword: value.trim() } : {})}
        />
        {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
        {query.data?.truncated ? (
          <Alert type="info" showIcon message={`结果较多，仅显示前 ${CUSTOMER_SEARCH_LIMIT} 位客户，请输入更精确的条件`} />
        ) : null}
        <CustomerTable rows={query.data?.list ?? []} loading={query.isFetching} canReveal={canReveal} onReveal={setTarget} />
      </Space>
      <RevealDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
