import { QrCode } from '@/components/qr-code.tsx';
import { brand } from '@/lib/brand.ts';

// §2: the subscription account and the service account.
export function FooterQrCodes() {
  return (
    <div className="fd-footer__qr-list">
      {brand.qrCodes.map((qr) => (
        <QrCode key={qr.key} value={qr.value} label={qr.label} size={88} />
      ))}
    </div>
  );
}
