import type { ModalFuncProps } from 'antd';

// Toasts and dialogs for code outside a page (http client, 401, header, footer).
// Ant Design's message/modal load on first use: the app registers a host that mounts
// antd's App (theme and locale included) and hands its instances over; without a host
// (unit tests, no providers) antd's static functions are loaded instead.
export interface Feedback {
  message: {
    success: (content: string, duration?: number) => unknown;
    error: (content: string, duration?: number) => unknown;
  };
  modal: {
    confirm: (props: ModalFuncProps) => unknown;
  };
}

type Use = (feedback: Feedback) => void;

let current: Feedback | null = null;
let requestHost: (() => void) | null = null;
const waiting: Use[] = [];

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (!feedback) return;
  for (const use of waiting.splice(0)) use(feedback);
}

export function registerFeedbackHost(request: () => void): () => void {
  requestHost = request;
  return () => {
    if (requestHost === request) requestHost = null;
  };
}

export function withFeedback(use: Use): void {
  if (current) {
    use(current);
    return;
  }
  waiting.push(use);
  if (waiting.length > 1) return;
  if (requestHost) requestHost();
  else void import('./feedback-static.ts').then((m) => setFeedback(m.staticFeedback));
}

export const toast = {
  success: (content: string, duration?: number): void => withFeedback((f) => void f.message.success(content, duration)),
  error: (content: string, duration?: number): void => withFeedback((f) => void f.message.error(content, duration)),
};

export function confirmDialog(props: ModalFuncProps): void {
  withFeedback((f) => void f.modal.confirm(props));
}
