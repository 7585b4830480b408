import './footer.css';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { useNearViewport } from '@/components/use-near-viewport.ts';
import { brand } from '@/lib/brand.ts';
import { Logo } from '../logo.tsx';
import { FOOTER_LEGAL, FOOTER_LINKS } from './footer-links.ts';

// The QR codes are below the fold: encoded once the footer comes near, into a box of fixed size.
const FooterQrCodes = lazy(() => import('./footer-qr-codes.tsx').then((m) => ({ default: m.FooterQrCodes })));

export function Footer() {
  const year = new Date().getFullYear();
  const qrRef = useRef<HTMLDivElement>(null);
  // Only once the footer itself shows: while a page's data is still loading its short placeholder
  // leaves the footer within the default margin, and the encoder would join every first load.
  const showQr = useNearViewport(qrRef, '0px');
  return (
    <footer className="fd-footer">
      <div className="fd-container fd-footer__main">
        <div className="fd-footer__brand">
          <Logo tone="light" />
          <p className="fd-footer__company">{brand.company}</p>
          <address className="fd-footer__address">
            {brand.addresses.slice(0, 1).map((item) => (
              <span key={item.label}>{item.text}</span>
            ))}
            <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
          </address>
        </div>
        <nav className="fd-footer__links" aria-label="页脚导航">
          <h2 className="fd-footer__heading">服务与声明</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="fd-footer__contact">
          <h2 className="fd-footer__heading">联系我们</h2>
          <CopyablePhone label="客服热线" display={brand.contact.hotlineDisplay} value={brand.contact.hotline} />
          <CopyablePhone label="公司电话" display={brand.contact.phone} />
          <CopyablePhone label="公司传真" display={brand.contact.fax} />
          <p className="fd-footer__hours">服务时间：{brand.contact.serviceHours}</p>
        </div>
        <div className="fd-footer__qr" ref={qrRef}>
          <h2 className="fd-footer__heading">关注我们</h2>
          {showQr ? (
            <Suspense fallback={<div className="fd-footer__qr-list" aria-hidden />}>
              <FooterQrCodes />
            </Suspense>
          ) : (
            <div className="fd-footer__qr-list" aria-hidden />
          )}
        </div>
      </div>
      <div className="fd-footer__legal">
        <div className="fd-container">
          {FOOTER_LEGAL.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="fd-footer__copyright">
            <span>
              © {year} {brand.company} 版权所有
            </span>
            <a href={brand.icpUrl} target="_blank" rel="noreferrer noopener">
              {brand.icp}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
