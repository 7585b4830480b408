import { Modal, message } from 'antd';
import type { Feedback } from './feedback-kind.ts';

// Used only where no app host is mounted.
export const staticFeedback: Feedback = { message, modal: Modal };
