import { AuditOutlined, CustomerServiceOutlined, FileSearchOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

interface ServicePromise {
  icon: ReactNode;
  title: string;
  text: string;
}

// Service promises that the platform itself keeps (§4 guards, §7 encryption).
const PROMISES: readonly ServicePromise[] = [
  {
    icon: <SafetyCertificateOutlined />,
    title: '交易安全',
    text: '密码、证件号与银行卡号加密传输，每笔交易须验证六位交易密码。',
  },
  {
    icon: <AuditOutlined />,
    title: '适当性管理',
    text: '购买前完成风险测评，产品风险等级与您的风险承受能力相匹配。',
  },
  {
    icon: <FileSearchOutlined />,
    title: '信息透明',
    text: '费率、交易限额与确认进度在交易前后清晰展示，定期报告及时披露。',
  },
  {
    icon: <CustomerServiceOutlined />,
    title: '专属服务',
    text: '开户、交易、账户安全等问题，客服热线与在线服务中心为您解答。',
  },
];

export function HomePromises() {
  return (
    <section className="fd-section" aria-labelledby="fd-promises-title">
      <div className="fd-container">
        <h2 id="fd-promises-title" className="fd-section__title">
          我们的服务承诺
        </h2>
        <ul className="fd-promises">
          {PROMISES.map((item) => (
            <li key={item.title} className="fd-promise">
              <span className="fd-promise__icon" aria-hidden>
                {item.icon}
              </span>
              <h3 className="fd-promise__title">{item.title}</h3>
              <p className="fd-promise__text">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
