import { Empty } from 'antd';
import { Link } from 'react-router';
import { useBonusList } from '@/api/query/bonus-list.ts';
import { QueryStatus } from '@/components/query-status.tsx';
import { useDividendRecords } from '../api/dividend-records.ts';
import { DividendHistory } from '../components/dividend-history.tsx';
import { DividendMethods } from '../components/dividend-methods.tsx';
import './dividend.css';

// §2 /assets/my_dividend: the dividend method of each holding (changed on /trade/dividend) and the
// dividends received.
export function MyDividendPage() {
  const holdings = useBonusList();
  const records = useDividendRecords();
  return (
    <div className="fd-dividend">
      <section className="fd-account-section" aria-labelledby="fd-dividend-methods">
        <h2 id="fd-dividend-methods" className="fd-dividend__title">
          分红方式
        </h2>
        <p className="fd-dividend__intro">
          红利再投资：分红按红利再投资日的净值转为基金份额；现金分红：分红款划入您的银行卡。修改申请经基金注册登记机构确认后生效。
        </p>
        <QueryStatus loading={holdings.isPending} error={holdings.isError} onRetry={() => void holdings.refetch()} />
        {holdings.isSuccess && holdings.data.length === 0 ? (
          <Empty description="您暂未持有基金">
            <Link to="/fund">去选择基金</Link>
          </Empty>
        ) : null}
        {holdings.data && holdings.data.length > 0 ? <DividendMethods holdings={holdings.data} /> : null}
      </section>
      <section className="fd-account-section" aria-labelledby="fd-dividend-history">
        <h2 id="fd-dividend-history" className="fd-dividend__title">
          分红记录
        </h2>
        <QueryStatus
          loading={records.isPending}
          error={records.isError}
          empty={records.isSuccess && records.data.length === 0}
          emptyText="暂无分红记录"
          onRetry={() => void records.refetch()}
        />
        {records.data && records.data.length > 0 ? <DividendHistory records={records.data} /> : null}
      </section>
    </div>
  );
}
