import type { ModalFuncProps } from 'antd';

// What shows toasts and dialogs: the app host's antd instances or antd's static functions (feedback-static.ts).
export interface Feedback {
  message: {
    success: (content: string, duration?: number) => unknown;
    error: (content: string, duration?: number) => unknown;
    warning: (content: string, duration?: number) => unknown;
  };
  modal: {
    confirm: (props: ModalFuncProps) => unknown;
  };
}
