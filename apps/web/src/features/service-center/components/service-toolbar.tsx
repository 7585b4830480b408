import CustomerServiceOutlinedSvg from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import QrcodeOutlinedSvg from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import VerticalAlignTopOutlinedSvg from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import './service-toolbar.css';
import { useEffect, useState } from 'react';
import { brand } from '@/lib/brand.ts';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { QrCode } from '@/components/qr-code.tsx';

const CustomerServiceOutlined = iconOf(CustomerServiceOutlinedSvg);
const QrcodeOutlined = iconOf(QrcodeOutlinedSvg);
const VerticalAlignTopOutlined = iconOf(VerticalAlignTopOutlinedSvg);

// Past this many pixels of scrolling the back-to-top button appears.
const BACK_TO_TOP_AFTER = 400;

type Panel = 'hotline' | 'qr';

function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

// §2: the floating toolbar of the service centre — hotline with copy, the two QR codes, back to top.
export function ServiceToolbar() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const scrolled = useScrolledPast(BACK_TO_TOP_AFTER);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  useEffect(() => {
    if (!panel) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel(null);
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [panel]);

  return (
    <aside className="fd-service-toolbar" aria-label="服务工具栏">
      <div className="fd-service-toolbar__item">
        <button
          type="button"
          className="fd-service-toolbar__button"
          aria-expanded={panel === 'hotline'}
          aria-controls="fd-toolbar-hotline"
          onClick={() => toggle('hotline')}
        >
          <CustomerServiceOutlined aria-hidden />
          <span className="fd-service-toolbar__label">客服热线</span>
        </button>
        <div id="fd-toolbar-hotline" className="fd-service-toolbar__panel" hidden={panel !== 'hotline'}>
          <CopyablePhone label="客服热线" display={brand.contact.hotlineDisplay} value={brand.contact.hotline} />
          <p className="fd-service-toolbar__hint">服务时间：{brand.contact.serviceHours}</p>
        </div>
      </div>
      <div className="fd-service-toolbar__item">
        <button
          type="button"
          className="fd-service-toolbar__button"
          aria-expanded={panel === 'qr'}
          aria-controls="fd-toolbar-qr"
          onClick={() => toggle('qr')}
        >
          <QrcodeOutlined aria-hidden />
          <span className="fd-service-toolbar__label">关注我们</span>
        </button>
        <div id="fd-toolbar-qr" className="fd-service-toolbar__panel fd-service-toolbar__panel--qr" hidden={panel !== 'qr'}>
          {panel === 'qr' ? brand.qrCodes.map((code) => <QrCode key={code.key} value={code.value} label={code.label} size={104} />) : null}
        </div>
      </div>
      {scrolled ? (
        <div className="fd-service-toolbar__item">
          <button
            type="button"
            className="fd-service-toolbar__button"
            onClick={() => {
              window.scrollTo({ top: 0, behavior: 'smooth' });
              // The button disappears at the top; keyboard focus goes back to the page start.
              document.getElementById('main')?.focus({ preventScroll: true });
            }}
          >
            <VerticalAlignTopOutlined aria-hidden />
            <span className="fd-service-toolbar__label">返回顶部</span>
          </button>
        </div>
      ) : null}
    </aside>
  );
}
