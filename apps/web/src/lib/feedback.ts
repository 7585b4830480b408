import type { ModalFuncProps } from 'antd';
import type { Feedback } from './feedback-kind.ts';

// Toasts and dialogs for code outside a page (http client, 401, header, footer).
// Ant Design's message/modal load on first use: the app registers a host that mounts
// antd's App (theme and locale included) and hands its instances over; without a host
// (unit tests, no providers) antd's static functions are loaded instead.
type Use = (feedback: Feedback) => void;

let current: Feedback | null = null;
let requestHost: (() => void) | null = null;
const waiting: Use[] = [];

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (!feedback) return;
  for (const apply of waiting.splice(0)) apply(feedback);
}

export function registerFeedbackHost(request: () => void): () => void {
  requestHost = request;
  return () => {
    if (requestHost === request) requestHost = null;
  };
}

export function withFeedback(apply: Use): void {
  if (current) {
    apply(current);
    return;
  }
  waiting.push(apply);
  if (waiting.length > 1) return;
  if (requestHost) requestHost();
  else void import('./feedback-static.ts').then((m) => setFeedback(m.staticFeedback));
}

export const toast = {
  success: (content: string, duration?: number): void => withFeedback((f) => void f.message.success(content, duration)),
  error: (content: string, duration?: number): void => withFeedback((f) => void f.message.error(content, duration)),
  warning: (content: string, duration?: number): void => withFeedback((f) => void f.message.warning(content, duration)),
};

export function confirmDialog(props: ModalFuncProps): void {
  withFeedback((f) => void f.modal.confirm(props));
}
