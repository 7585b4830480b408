import { Form, Input } from 'antd';
import { AUTH_TEXT } from '@fund-direct/domain/contracts';
import { imageCodeSchema } from '@fund-direct/domain/validate';
import { zodRule } from '@/components/zod-rule.ts';
import type { ImageCodeState } from './use-image-code.ts';

interface ImageCodeItemProps {
  imageCode: ImageCodeState;
  name?: string;
  // Checked with the form (password login); in SMS flows the send button checks it instead,
  // since the code is used up by the send.
  checkOnSubmit?: boolean;
}

export const IMAGE_CODE_RULE = zodRule(imageCodeSchema, AUTH_TEXT.imageCodeRequired);

// The image code field: the SVG next to the input; a click fetches a new one.
export function ImageCodeItem({ imageCode, name = 'imageCode', checkOnSubmit = false }: ImageCodeItemProps) {
  const src = imageCode.svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(imageCode.svg)}` : undefined;
  return (
    <Form.Item label="图形验证码" required>
      <div className="fd-auth-code-row">
        <Form.Item name={name} noStyle rules={checkOnSubmit ? [IMAGE_CODE_RULE] : []}>
          <Input placeholder="请输入图形验证码" maxLength={6} autoComplete="off" size="large" aria-label="图形验证码" />
        </Form.Item>
        <button type="button" className="fd-auth-captcha" onClick={imageCode.refresh} title="看不清？换一张" aria-label="看不清？换一张">
          {src ? <img src={src} alt="图形验证码" width={120} height={40} /> : <span>点击获取</span>}
        </button>
      </div>
    </Form.Item>
  );
}
