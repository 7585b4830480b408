import {
  COMPANY_ADDRESS,
  COMPANY_NAME,
  FAX,
  HOTLINE,
  HOTLINE_DISPLAY,
  PHONE,
  SERVICE_EMAIL,
  SERVICE_HOURS,
} from '@fund-direct/domain/constants';

// The one place that names the company: pages, layouts, index.html and the logo read from here.
// The logo artwork (components/assets/logo-mark.svg) uses the same primary and accent colours.
export const brand = {
  company: COMPANY_NAME,
  shortName: '沣泽基金',
  englishName: 'Fengze Fund',
  slogan: '专业投资，长期陪伴',
  description: '沣泽基金管理有限公司官方网站：基金产品、基金经理、投资观点、信息披露与客户服务，支持在线开户与基金交易。',
  colors: {
    primary: '#1D4E89',
    primaryDark: '#143A67',
    accent: '#C69C4F',
    // Gold on white fails contrast for text; this darker shade is for text and thin lines.
    accentText: '#8A6420',
    ink: '#1F2933',
    inkSecondary: '#52606D',
    surface: '#F5F7FA',
    footer: '#12243D',
  },
  // §1/§9: the numbers come from the domain constants.
  contact: {
    hotline: HOTLINE,
    hotlineDisplay: HOTLINE_DISPLAY,
    phone: PHONE,
    fax: FAX,
    email: SERVICE_EMAIL,
    serviceHours: SERVICE_HOURS,
  },
  addresses: [
    { label: '公司地址', text: COMPANY_ADDRESS },
    { label: '北京分公司', text: '北京市西城区金融大街7号英蓝国际金融中心18层' },
    { label: '深圳分公司', text: '深圳市福田区福华三路88号财富大厦32层' },
  ],
  icp: '沪ICP备2014012345号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  // §2: the two QR codes of the footer; the targets are rendered client-side as SVG.
  qrCodes: [
    { key: 'subscription', label: '订阅号', value: 'https://www.fengzefund.com/wechat/subscription' },
    { key: 'service', label: '服务号', value: 'https://www.fengzefund.com/wechat/service' },
  ],
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} - ${brand.shortName}` : `${brand.shortName} - ${brand.company}官方网站`;
}
