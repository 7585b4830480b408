import { QRCodeSVG } from '@rc-component/qrcode';

interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
}

// Drawn client-side as SVG by @rc-component/qrcode (the encoder inside antd's QRCode,
// used directly: antd's wrapper would bring its Button and Spin along).
export function QrCode({ value, label, size = 96 }: QrCodeProps) {
  return (
    <figure className="fd-qr">
      <QRCodeSVG
        className="fd-qr__code"
        value={value}
        size={size}
        level="M"
        marginSize={2}
        bgColor="#FFFFFF"
        fgColor="#000000"
        role="img"
        aria-label={`${label}二维码`}
      />
      <figcaption className="fd-qr__label">{label}</figcaption>
    </figure>
  );
}
