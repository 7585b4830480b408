import type { ReactNode } from 'react';
import type { BankCardItem } from '@fund-direct/domain/contracts';
import { BankLogo } from './bank-logo.tsx';
import './bank-card.css';

interface BankCardSummaryProps {
  card: BankCardItem;
  actions?: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
}

// One signed card: logo, bank, §5 masked number (6 + stars + 4), reserved mobile, limits, signed date.
export function BankCardSummary({ card, actions, selected, onSelect }: BankCardSummaryProps) {
  const className = ['fd-bank-card', onSelect ? 'fd-bank-card--selectable' : '', selected ? 'fd-bank-card--selected' : '']
    .filter(Boolean)
    .join(' ');
  const head = (
    <div className="fd-bank-card__head">
      <BankLogo logoKey={card.logoKey} bankName={card.bankName} />
      <div>
        <p className="fd-bank-card__name">{card.bankName}</p>
        <span className="fd-bank-card__number">{card.cardNoMasked}</span>
      </div>
    </div>
  );
  return (
    <article className={className} aria-label={`${card.bankName} 尾号${card.cardTail}`}>
      {onSelect ? (
        <label>
          <input type="radio" name="fd-bank-card-choice" className="fd-visually-hidden" checked={Boolean(selected)} onChange={onSelect} />
          {head}
        </label>
      ) : (
        head
      )}
      <dl className="fd-bank-card__facts">
        <dt>预留手机</dt>
        <dd>{card.reservedMobile}</dd>
        <dt>单笔限额</dt>
        <dd>{card.perOrderLimitText}</dd>
        <dt>单日限额</dt>
        <dd>{card.perDayLimitText}</dd>
        <dt>签约日期</dt>
        <dd>{card.signedDate ?? '--'}</dd>
      </dl>
      {actions ? <div className="fd-bank-card__actions">{actions}</div> : null}
    </article>
  );
}
