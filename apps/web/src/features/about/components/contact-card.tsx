import './contact-card.css';
import { Link } from 'react-router';
import { brand } from '@/lib/brand.ts';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { QrCode } from '@/components/qr-code.tsx';
import { SectionTitle } from '@/components/section-title.tsx';

// 联系我们: addresses, numbers (copyable) and the two QR codes, from the brand configuration.
export function ContactCard() {
  return (
    <section id="contact" className="fd-about__section" aria-labelledby="fd-about-contact">
      <SectionTitle id="fd-about-contact" title="联系我们" extra={<Link to="/footer/contact_us">更多联系方式</Link>} />
      <div className="fd-about-contact">
        <div className="fd-about-contact__info">
          <p className="fd-about-contact__company">{brand.company}</p>
          <dl className="fd-about-contact__list">
            {brand.addresses.map((address) => (
              <div key={address.label}>
                <dt>{address.label}</dt>
                <dd>{address.text}</dd>
              </div>
            ))}
            <div>
              <dt>电子邮箱</dt>
              <dd>
                <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>服务时间</dt>
              <dd>{brand.contact.serviceHours}</dd>
            </div>
          </dl>
          <div className="fd-about-contact__phones">
            <CopyablePhone label="客服热线" display={brand.contact.hotlineDisplay} value={brand.contact.hotline} />
            <CopyablePhone label="公司电话" display={brand.contact.phone} />
            <CopyablePhone label="传真" display={brand.contact.fax} />
          </div>
        </div>
        <div className="fd-about-contact__qr">
          {brand.qrCodes.map((code) => (
            <QrCode key={code.key} value={code.value} label={code.label} size={112} />
          ))}
        </div>
      </div>
    </section>
  );
}
