import RightOutlinedSvg from '@ant-design/icons-svg/es/asn/RightOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { Link } from 'react-router';

const RightOutlined = iconOf(RightOutlinedSvg);

// Where each part of the site starts (§2 public pages).
const ENTRANCES = [
  { to: '/fund', title: '基金产品', text: '按类型、风险等级与业绩区间筛选基金，查看净值走势与费率。' },
  { to: '/viewpoint', title: '投资观点', text: '投研团队的市场解读、投资策略文章与视频。' },
  { to: '/msg_publish', title: '信息披露', text: '基金公告、定期报告与临时公告，依法及时披露。' },
  { to: '/customer_service', title: '客户服务', text: '开户指南、交易规则、常见问题与资料下载。' },
] as const;

export function HomeEntrances() {
  return (
    <section className="fd-section fd-section--muted" aria-labelledby="fd-entrances-title">
      <div className="fd-container">
        <h2 id="fd-entrances-title" className="fd-section__title">
          快速入口
        </h2>
        <ul className="fd-entrances">
          {ENTRANCES.map((item) => (
            <li key={item.to}>
              <Link className="fd-entrance" to={item.to}>
                <span className="fd-entrance__title">
                  {item.title}
                  <RightOutlined aria-hidden className="fd-entrance__arrow" />
                </span>
                <span className="fd-entrance__text">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
