import { CLIENT_MESSAGES } from '@fund-direct/domain/errors';
import { clearSession } from './auth-state.ts';
import { confirmDialog } from './feedback.ts';
import { navigateTo } from './navigation.ts';
import { toPageStore } from './session-storage.ts';

// §4/§8 HTTP 401: token cleared, user reset, one confirm dialog however many calls fail together.
let dialogOpen = false;

export function handleUnauthorized(): void {
  clearSession();
  if (dialogOpen) return;
  dialogOpen = true;
  const { pathname, search } = window.location;
  confirmDialog({
    title: CLIENT_MESSAGES.unauthorizedTitle,
    content: CLIENT_MESSAGES.unauthorized,
    okText: '去登录',
    cancelText: '回首页',
    onOk: () => {
      dialogOpen = false;
      // §4: the page to come back to after login (its path stands for the route name).
      if (pathname !== '/login') {
        toPageStore.set({ name: pathname, query: Object.fromEntries(new URLSearchParams(search)) });
      }
      navigateTo('/login');
    },
    onCancel: () => {
      dialogOpen = false;
      navigateTo('/home');
    },
  });
}

export function isUnauthorizedDialogOpen(): boolean {
  return dialogOpen;
}

// Test seam: a fresh page load starts with no dialog.
export function resetUnauthorizedDialog(): void {
  dialogOpen = false;
}
