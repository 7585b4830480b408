// 401 from /api/ops: the staff session is gone (expired, revoked, or never complete). The app installs a handler
// that navigates inside the router; before that (or in tests) a full page load to the login page does the same.
export const LOGIN_PATH = '/login';
export const EXPIRED_PARAM = 'expired';

type UnauthorizedHandler = () => void;

const fullPageLogin: UnauthorizedHandler = () => {
  if (window.location.pathname === `/ops${LOGIN_PATH}`) return;
  window.location.assign(`/ops${LOGIN_PATH}?${EXPIRED_PARAM}=1`);
};

let handler: UnauthorizedHandler = fullPageLogin;

export function setUnauthorizedHandler(next: UnauthorizedHandler | null): void {
  handler = next ?? fullPageLogin;
}

export function handleUnauthorized(): void {
  handler();
}
