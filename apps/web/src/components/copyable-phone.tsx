import CopyOutlinedSvg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { CLIENT_MESSAGES } from '@fund-direct/domain/errors';
import { copyText } from '@/lib/clipboard.ts';
import { toast } from '@/lib/feedback.ts';

const CopyOutlined = iconOf(CopyOutlinedSvg);

interface CopyablePhoneProps {
  label: string;
  display: string;
  // What lands on the clipboard (the hotline is copied without dashes).
  value?: string;
  className?: string;
}

// §1: numbers can be copied; the result is announced with 复制成功 / 复制失败.
export function CopyablePhone({ label, display, value = display, className }: CopyablePhoneProps) {
  const copy = async () => {
    if (await copyText(value)) toast.success(CLIENT_MESSAGES.copySucceeded);
    else toast.error(CLIENT_MESSAGES.copyFailed);
  };
  return (
    <span className={['fd-copyable', className].filter(Boolean).join(' ')}>
      <span className="fd-copyable__label">{label}</span>
      <a className="fd-copyable__number" href={`tel:${value.replaceAll('-', '')}`}>
        {display}
      </a>
      <button type="button" className="fd-copyable__button" onClick={copy} aria-label={`复制${label}`} title="复制">
        <CopyOutlined aria-hidden />
      </button>
    </span>
  );
}
