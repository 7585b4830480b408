import { Input } from 'antd';

// The form controls for uploaded files and rich text, as Form.Item children (value/onChange).
interface ValueProps {
  value?: string;
  onChange?: (value: string) => void;
}

export function ImageInput({ value, onChange }: ValueProps) {
  return <Input value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="图片地址：/media/… 或 https://…" />;
}

export function PdfInput({ value, onChange }: ValueProps) {
  return <Input value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="PDF 地址：/media/… 或 https://…" />;
}

export function HtmlInput({ value, onChange }: ValueProps) {
  return <Input.TextArea value={value} onChange={(event) => onChange?.(event.target.value)} rows={10} placeholder="正文（HTML）" />;
}
