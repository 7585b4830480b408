import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { agencyByFundQuery } from '@fund-direct/domain/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useAgencyByFund } from '../api/agency-by-fund.ts';
import { AgencyTable } from './agency-table.tsx';

const SearchOutlined = iconOf(SearchOutlinedSvg);

// §7 agency by fund: which organisations sell a given fund.
export function AgencyByFundLookup() {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fundCode, setFundCode] = useState<string | null>(null);
  const { data, isFetching } = useAgencyByFund(fundCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule (6 digits) checks the input before any call.
    const parsed = agencyByFundQuery.safeParse({ fundCode: value.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '基金代码必须是6位数字');
      return;
    }
    setError(null);
    setFundCode(parsed.data.fundCode);
  };

  return (
    <section className="fd-agency-lookup" aria-labelledby="fd-agency-lookup-title">
      <h2 id="fd-agency-lookup-title" className="fd-service-subtitle">
        按基金查询销售机构
      </h2>
      <form className="fd-agency-lookup__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="fd-agency-lookup__label">
          基金代码
        </label>
        <input
          id={inputId}
          className="fd-agency-lookup__input"
          inputMode="numeric"
          maxLength={6}
          placeholder="请输入6位基金代码"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value.replace(/\D/gu, ''))}
        />
        <button type="submit" className="fd-button fd-button--primary" disabled={isFetching}>
          <SearchOutlined aria-hidden />
          查询
        </button>
      </form>
      {error ? (
        <p id={errorId} className="fd-agency-lookup__error" role="alert">
          {error}
        </p>
      ) : null}
      {data && data.fundCode === fundCode ? (
        <div className="fd-agency-lookup__result" aria-live="polite">
          <p>
            基金 <Link to={`/fund_detail?fundCode=${data.fundCode}`}>{data.fundCode}</Link> 共有 {data.list.length} 家销售机构：
          </p>
          <AgencyTable list={data.list} caption={`销售基金${data.fundCode}的机构`} />
        </div>
      ) : null}
    </section>
  );
}
