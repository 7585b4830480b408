import { createRequire } from 'node:module';

// svg-captcha draws each character as a distorted path (no <text> to read) over noise lines.
type RenderCaptcha = (text: string, options: Record<string, unknown>) => string;
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as RenderCaptcha;

export const IMAGE_CODE_SIZE = { width: 120, height: 40 } as const;

export function renderImageCode(answer: string): string {
  return renderCaptcha(answer, {
    width: IMAGE_CODE_SIZE.width,
    height: IMAGE_CODE_SIZE.height,
    fontSize: 46,
    noise: 3,
    color: true,
    background: '#f2f5fa',
  });
}
