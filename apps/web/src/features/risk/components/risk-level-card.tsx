import { Tag } from 'antd';
import { RISK_TEXT, type RiskResult } from '@fund-direct/domain/contracts';
import { RiskTag } from '@/components/risk-tag.tsx';
import './risk.css';

// The level, its meaning, the product levels it may buy and the expiry (the /account/risk card and the result page).
export function RiskLevelCard({ risk }: { risk: RiskResult }) {
  return (
    <div className={`fd-risk-card${risk.expired ? ' fd-risk-card--expired' : ''}`}>
      <div className="fd-risk-card__head">
        <span className="fd-risk-card__caption">您的风险承受能力等级</span>
        <strong className="fd-risk-card__level">
          {risk.label}（{risk.level}）
        </strong>
        {risk.expired ? <Tag color="warning">已过期</Tag> : <Tag color="success">有效</Tag>}
      </div>
      {risk.forcedLowest ? <p className="fd-risk-card__notice">{RISK_TEXT.lowestRiskNotice}</p> : null}
      <p className="fd-risk-card__meaning">{risk.meaning}</p>
      <dl className="fd-risk-card__facts">
        <div>
          <dt>可购买产品风险等级</dt>
          <dd className="fd-risk-card__matches">
            {risk.matchedLevels.map((level) => (
              <RiskTag key={level} level={level} withCode />
            ))}
          </dd>
        </div>
        {risk.assessedAt ? (
          <div>
            <dt>测评日期</dt>
            <dd>{risk.assessedAt}</dd>
          </div>
        ) : null}
        <div>
          <dt>有效期至</dt>
          <dd>{risk.expiresAt ?? '--'}</dd>
        </div>
      </dl>
    </div>
  );
}
