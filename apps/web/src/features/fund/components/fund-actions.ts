import { firstBlockingGuard, requirementFor } from '@fund-direct/domain/guards';
import { GUARD_TITLE, LOGIN_PROMPT, WATCHLIST_TEXTS } from '@fund-direct/domain/constants';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { getAuth, type SessionUser } from '@/lib/auth-state.ts';
import { confirmDialog } from '@/lib/feedback.ts';
import { goToLogin, showGuardDialog } from '@/lib/guard-dialogs.ts';
import { navigateTo } from '@/lib/navigation.ts';
import type { GuardUser } from '@fund-direct/domain/guards';
import { waitForUser } from '@/lib/wait-for-user.ts';

export type TradeRoute = 'purchase' | 'fix';

const TRADE_PATHS: Record<TradeRoute, string> = { purchase: '/trade/purchase', fix: '/trade/fix' };

// §4/§6: purchase and regular investment run the guard chain; when nothing blocks, the trade page opens.
export async function startTrade(route: TradeRoute, fundCode: string, from: ToPage): Promise<void> {
  const user: SessionUser | null = getAuth().token ? await waitForUser() : null;
  const blocked = firstBlockingGuard(user as GuardUser | null, requirementFor(route), Date.now());
  if (blocked) showGuardDialog(blocked, from);
  else navigateTo(`${TRADE_PATHS[route]}?fundCode=${encodeURIComponent(fundCode)}`);
}

// §4 watchlist: visitors are asked to log in; removal asks 是否取消自选？ (确认 / 暂不) first.
export function toggleWatch(options: { watched: boolean; from: ToPage; apply: (watched: boolean) => void }): void {
  if (!getAuth().token) {
    confirmDialog({
      title: GUARD_TITLE,
      content: LOGIN_PROMPT,
      type: 'warning',
      okText: '确定',
      cancelText: '取消',
      onOk: () => goToLogin(options.from),
    });
    return;
  }
  if (!options.watched) {
    options.apply(true);
    return;
  }
  confirmDialog({
    title: GUARD_TITLE,
    content: WATCHLIST_TEXTS.cancelConfirm,
    type: 'warning',
    okText: WATCHLIST_TEXTS.confirm,
    cancelText: WATCHLIST_TEXTS.cancel,
    onOk: () => options.apply(false),
  });
}
