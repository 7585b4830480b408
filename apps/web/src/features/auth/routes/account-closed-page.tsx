import { Result } from 'antd';
import { Link } from 'react-router';
import { AML_RETENTION_YEARS, PERSONAL_DATA_TEXT } from '@fund-direct/domain/contracts';
import { ROUTE_PATHS } from '@fund-direct/domain/guards';
import { brand } from '@/lib/brand.ts';

const RETENTION_TEXT = `依照反洗钱法规定，您的身份资料、交易记录、银行卡、风险测评和协议记录将自注销之日起保存 ${AML_RETENTION_YEARS} 年，仅用于监管要求，不再对您展示。`;

// Where a successful closure (销户) ends: what was closed, what is kept and for how long (the Anti-Money Laundering
// Law's retention, README "Closure"), and whom to call. It calls no API: the session it came from no longer exists.
export function AccountClosedPage() {
  return (
    <Result
      status="success"
      title={PERSONAL_DATA_TEXT.closed}
      subTitle={`如需帮助请致电 ${brand.contact.hotlineDisplay}`}
      extra={
        <Link to={ROUTE_PATHS.home} className="fd-account-link">
          返回首页
        </Link>
      }
    >
      <section aria-label="已注销的内容">
        <h2 className="fd-account-subtitle">已注销</h2>
        <ul className="fd-account-note">
          <li>本账户已注销，不能再登录；全部银行卡已解绑，所有设备已退出登录。</li>
          <li>自选基金、浏览历史和已导出的数据文件已删除。</li>
          <li>该手机号和证件号码可以重新注册、开户，成为新客户。</li>
        </ul>
      </section>
      <section aria-label="依法保存的资料">
        <h2 className="fd-account-subtitle">依法保存</h2>
        <p className="fd-account-note">{RETENTION_TEXT}</p>
      </section>
    </Result>
  );
}
