import type { GuardDialog } from '@fund-direct/domain/guards';
import type { ToPage } from '@fund-direct/domain/session-keys';
import { confirmDialog } from './feedback.ts';
import { navigateTo } from './navigation.ts';
import { toPageStore } from './session-storage.ts';

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
