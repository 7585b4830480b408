import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { GUARD_TEXTS } from '@fund-direct/domain/constants';
import type { RiskResult } from '@fund-direct/domain/contracts';
import { QueryStatus } from '@/components/query-status.tsx';
import { usePageTitle } from '@/components/use-page-title.ts';
import { useCustomerRisk } from '../api/customer-risk.ts';
import { RiskLevelCard } from '../components/risk-level-card.tsx';
import { RiskQuestionnaire } from '../components/risk-questionnaire.tsx';
import '../components/risk.css';

type Mode = 'overview' | 'questionnaire' | 'result';

// §2 /account/risk: the current level card (meaning, matched R levels, expiry), retake, and the result page.
export function RiskPage() {
  usePageTitle('风险测评');
  const risk = useCustomerRisk();
  const [mode, setMode] = useState<Mode | null>(null);
  const [result, setResult] = useState<RiskResult | null>(null);

  const current = risk.data?.risk ?? null;
  // Without a valid level the questionnaire opens at once (the guard dialogs send customers here).
  const shown: Mode = mode ?? (risk.data && (!current || current.expired) ? 'questionnaire' : 'overview');

  const onDone = (next: RiskResult) => {
    setResult(next);
    setMode('result');
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="fd-risk-page" aria-labelledby="fd-account-title">
      {shown === 'result' ? <h2 className="fd-risk-page__title">测评结果</h2> : null}
      {risk.isPending || risk.isError ? (
        <QueryStatus loading={risk.isPending} error={risk.isError} onRetry={() => void risk.refetch()} minHeight={240} />
      ) : shown === 'questionnaire' ? (
        <>
          {current?.expired ? <p className="fd-risk-page__warning">{GUARD_TEXTS.riskExpired}</p> : null}
          {!current ? <p className="fd-risk-page__warning">{GUARD_TEXTS.riskMissing}</p> : null}
          <RiskQuestionnaire onDone={onDone} />
          {current ? (
            <Button type="link" onClick={() => setMode('overview')}>
              返回
            </Button>
          ) : null}
        </>
      ) : shown === 'result' && result ? (
        <>
          <RiskLevelCard risk={result} />
          <div className="fd-risk-page__actions">
            <Link className="fd-button fd-button--primary" to="/fund">
              去看看基金
            </Link>
            <Button onClick={() => setMode('overview')}>返回风险测评</Button>
          </div>
        </>
      ) : current ? (
        <>
          <RiskLevelCard risk={current} />
          <div className="fd-risk-page__actions">
            <Button type="primary" onClick={() => setMode('questionnaire')}>
              重新测评
            </Button>
          </div>
        </>
      ) : (
        <RiskQuestionnaire onDone={onDone} />
      )}
    </section>
  );
}
