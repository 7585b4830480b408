import StarFilledSvg from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlinedSvg from '@ant-design/icons-svg/es/asn/StarOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { canPurchase, canSubscribe } from '@fund-direct/domain/codes';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { toast } from '@/lib/feedback.ts';
import { useSetWatched } from '../api/watchlist.ts';
import { startTrade, toggleWatch } from './fund-actions.ts';
import { FUND_UI_TEXTS } from './fund-texts.ts';

const StarFilled = iconOf(StarFilledSvg);
const StarOutlined = iconOf(StarOutlinedSvg);

interface TradeButtonProps {
  fundCode: string;
  fundName: string;
  status: string;
  from: ToPage;
  className?: string;
}

// 认购 while raising, 购买 when open; closed or suspended funds cannot be bought.
export function BuyButton({ fundCode, fundName, status, from, className = 'fd-button fd-button--accent' }: TradeButtonProps) {
  const raising = canSubscribe(status);
  const open = raising || canPurchase(status);
  const label = raising ? '认购' : '购买';
  return (
    <button
      type="button"
      className={className}
      disabled={!open}
      aria-label={`${open ? label : '暂停购买'}：${fundName}`}
      onClick={() => void startTrade('purchase', fundCode, from)}
    >
      {open ? label : '暂停购买'}
    </button>
  );
}

export function FixButton({ fundCode, fundName, status, from, className = 'fd-button fd-button--outline' }: TradeButtonProps) {
  const open = canPurchase(status);
  return (
    <button
      type="button"
      className={className}
      disabled={!open}
      aria-label={`定投：${fundName}`}
      onClick={() => void startTrade('fix', fundCode, from)}
    >
      定投
    </button>
  );
}

interface WatchButtonProps {
  fundCode: string;
  fundName: string;
  watched: boolean;
  from: ToPage;
  // Icon only (tables and cards) or icon and text (the detail page).
  withText?: boolean;
  className?: string;
}

export function WatchButton({ fundCode, fundName, watched, from, withText = false, className }: WatchButtonProps) {
  const mutation = useSetWatched();
  const apply = (next: boolean) =>
    mutation.mutate(
      { fundCode, watched: next },
      { onSuccess: () => toast.success(next ? FUND_UI_TEXTS.watchAdded : FUND_UI_TEXTS.watchRemoved) },
    );
  const text = watched ? '已自选' : '加自选';
  return (
    <button
      type="button"
      className={['fd-watch', watched ? 'fd-watch--on' : '', withText ? 'fd-watch--text' : '', className].filter(Boolean).join(' ')}
      aria-pressed={watched}
      aria-label={withText ? undefined : `${watched ? '取消自选' : '加入自选'}：${fundName}`}
      disabled={mutation.isPending}
      onClick={() => toggleWatch({ watched, from, apply })}
    >
      {watched ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      {withText ? <span>{text}</span> : null}
    </button>
  );
}
