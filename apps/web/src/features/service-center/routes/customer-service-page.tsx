import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { Link } from 'react-router';
import { brand } from '@/lib/brand.ts';
import { CopyablePhone } from '@/components/copyable-phone.tsx';
import { SERVICE_MENU_SECTIONS } from '../components/service-side-menu.tsx';
import './customer-service.css';

const ClockCircleOutlined = iconOf(ClockCircleOutlinedSvg);
const MailOutlined = iconOf(MailOutlinedSvg);
const PhoneOutlined = iconOf(PhoneOutlinedSvg);

// §2 /customer_service: the service landing — hotline, service hours, quick links into the centre.
export function CustomerServicePage() {
  return (
    <>
      <p className="fd-service__lead">
        {brand.shortName}
        客户服务中心为您提供开户、交易、账户安全与投资者教育等服务。您可以拨打客服热线，或在下方找到需要的指南、规则与表格。
      </p>
      <div className="fd-service-contact">
        <section className="fd-service-contact__card fd-service-contact__card--primary" aria-labelledby="fd-cs-hotline">
          <h2 id="fd-cs-hotline" className="fd-service-contact__title">
            <PhoneOutlined aria-hidden /> 客服热线
          </h2>
          <CopyablePhone
            className="fd-service-contact__hotline"
            label="客服热线"
            display={brand.contact.hotlineDisplay}
            value={brand.contact.hotline}
          />
          <p className="fd-service-contact__text">开户、交易、账户安全等问题，欢迎来电咨询。</p>
        </section>
        <section className="fd-service-contact__card" aria-labelledby="fd-cs-hours">
          <h2 id="fd-cs-hours" className="fd-service-contact__title">
            <ClockCircleOutlined aria-hidden /> 服务时间
          </h2>
          <p className="fd-service-contact__text">人工服务：{brand.contact.serviceHours}</p>
          <p className="fd-service-contact__text">网上交易：7×24小时受理，交易日15:00后的申请按下一交易日处理</p>
        </section>
        <section className="fd-service-contact__card" aria-labelledby="fd-cs-other">
          <h2 id="fd-cs-other" className="fd-service-contact__title">
            <MailOutlined aria-hidden /> 其他联系方式
          </h2>
          <CopyablePhone label="公司电话" display={brand.contact.phone} />
          <CopyablePhone label="传真" display={brand.contact.fax} />
          <p className="fd-service-contact__text">
            电子邮箱：<a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
          </p>
        </section>
      </div>
      <section aria-labelledby="fd-cs-links">
        <h2 id="fd-cs-links" className="fd-service-subtitle">
          服务导航
        </h2>
        <ul className="fd-service-quick">
          {SERVICE_MENU_SECTIONS.map((section) => (
            <li key={section.key} className="fd-service-quick__card">
              <h3 className="fd-service-quick__title">{section.label}</h3>
              <ul className="fd-service-quick__links">
                {section.items.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
