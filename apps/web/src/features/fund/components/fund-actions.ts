import { firstBlockingGuard, requirementFor, type GuardDialog } from '@fund-direct/domain/guards';
import { GUARD_TITLE, LOGIN_PROMPT, WATCHLIST_TEXTS } from '@fund-direct/domain/constants';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { getAuth, type SessionUser } from '../../../lib/auth-state.ts';
import { confirmDialog } from '../../../lib/feedback.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { toPageStore } from '../../../lib/session-storage.ts';
import type { GuardUser } from '@fund-direct/domain/guards';
import { waitForUser } from './wait-for-user.ts';

export type TradeRoute = 'purchase' | 'fix';

const TRADE_PATHS: Record<TradeRoute, string> = { purchase: '/trade/purchase', fix: '/trade/fix' };

// §4: the login prompt remembers the page (name, query) to come back to after login.
export function goToLogin(from: ToPage): void {
  toPageStore.set(from);
  navigateTo('/login');
}

// §8 guard dialog: 温馨提示, warning; OK goes to the guard's target (the institution notice only informs).
export function showGuardDialog(dialog: GuardDialog, from: ToPage): void {
  const target = dialog.target;
  confirmDialog({
    title: dialog.title,
    content: dialog.content,
    type: 'warning',
    okText: target ? '确定' : '我知道了',
    cancelText: '取消',
    okCancel: target !== undefined,
    onOk: () => {
      if (!target) return;
      if (dialog.key === 'login') goToLogin(from);
      else navigateTo(target.path);
    },
  });
}

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
