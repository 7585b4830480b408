import { SERVICE_TYPES, type ServiceType } from '@fund-direct/domain/contracts';

// §2 service centre: sections in menu order and the child pages of each.
export const SERVICE_SECTIONS = [
  { key: 'download', label: '资料下载', children: ['data_download'] },
  { key: 'Guide', label: '业务指南', children: ['finance_guide', 'personal_guide', 'ordinary_organ_guide', 'product_guide'] },
  { key: 'trade', label: '交易指南', children: ['trade_agree', 'trade_rule', 'understand_trade'] },
  {
    key: 'education',
    label: '投资者教育',
    children: ['investment_standard', 'company_detail', 'fund_company_standard', 'employee_standard', 'law_standard'],
  },
  { key: 'question', label: '常见问题', children: ['common_question'] },
  { key: 'notice', label: '公告公示', children: ['notice_publicity'] },
  { key: 'organ', label: '销售机构', children: ['direct_sell_organ', 'consignment_organ'] },
  { key: 'rules', label: '业务规则', children: ['transform_rule', 'direct_sell_rule', 'online_trade_rule', 'develop_fund_rule'] },
] as const satisfies readonly { key: string; label: string; children: readonly ServiceType[] }[];

export type ServiceSectionKey = (typeof SERVICE_SECTIONS)[number]['key'];

export const SERVICE_BASE = '/services';
export const CUSTOMER_SERVICE_PATH = '/customer_service';

// What a child route carries in `handle`; the side menu and the pages read it from there.
export interface ServiceMenuHandle {
  serviceMenu: {
    serviceType: ServiceType;
    label: string;
    sectionKey: ServiceSectionKey;
    sectionLabel: string;
  };
}

export function serviceMenuHandle(sectionKey: ServiceSectionKey, sectionLabel: string, serviceType: ServiceType): ServiceMenuHandle {
  return { serviceMenu: { serviceType, label: SERVICE_TYPES[serviceType], sectionKey, sectionLabel } };
}

export function isServiceMenuHandle(handle: unknown): handle is ServiceMenuHandle {
  return typeof handle === 'object' && handle !== null && 'serviceMenu' in handle;
}

export function servicePath(serviceType: ServiceType): string {
  return `${SERVICE_BASE}/${serviceType}`;
}
