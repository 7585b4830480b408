import { SEED_FUNDS, type SeedFund } from '../../fund/fund-seed.public.ts';

export interface SeedAgency {
  id: number;
  name: string;
  kind: 'direct' | 'consignment';
  website: string | null;
  hotline: string;
  // 'all' sells every public fund; otherwise every n-th public fund starting at `offset`.
  sells: 'all' | { every: number; offset: number };
}

// Special accounts and collective schemes are not sold to the public through agencies.
const PRIVATE_TYPES = new Set(['11', '13', '14']);

export function publicFunds(): SeedFund[] {
  return SEED_FUNDS.filter((f) => f.state !== '0' && !PRIVATE_TYPES.has(f.fundType));
}

export const AGENCIES: readonly SeedAgency[] = [
  { id: 1, name: '沣泽基金管理有限公司直销中心', kind: 'direct', website: null, hotline: '021-8036-3999', sells: 'all' },
  { id: 2, name: '沣泽基金网上直销平台', kind: 'direct', website: null, hotline: '400-921-7000', sells: 'all' },
  {
    id: 3,
    name: '中国工商银行股份有限公司',
    kind: 'consignment',
    website: 'www.icbc.com.cn',
    hotline: '95588',
    sells: { every: 1, offset: 0 },
  },
  {
    id: 4,
    name: '中国农业银行股份有限公司',
    kind: 'consignment',
    website: 'www.abchina.com',
    hotline: '95599',
    sells: { every: 2, offset: 0 },
  },
  { id: 5, name: '中国银行股份有限公司', kind: 'consignment', website: 'www.boc.cn', hotline: '95566', sells: { every: 2, offset: 1 } },
  {
    id: 6,
    name: '中国建设银行股份有限公司',
    kind: 'consignment',
    website: 'www.ccb.com',
    hotline: '95533',
    sells: { every: 1, offset: 0 },
  },
  {
    id: 7,
    name: '交通银行股份有限公司',
    kind: 'consignment',
    website: 'www.bankcomm.com',
    hotline: '95559',
    sells: { every: 3, offset: 0 },
  },
  {
    id: 8,
    name: '招商银行股份有限公司',
    kind: 'consignment',
    website: 'www.cmbchina.com',
    hotline: '95555',
    sells: { every: 1, offset: 0 },
  },
  { id: 9, name: '兴业银行股份有限公司', kind: 'consignment', website: 'www.cib.com.cn', hotline: '95561', sells: { every: 3, offset: 1 } },
  {
    id: 10,
    name: '中信银行股份有限公司',
    kind: 'consignment',
    website: 'www.citicbank.com',
    hotline: '95558',
    sells: { every: 3, offset: 2 },
  },
  {
    id: 11,
    name: '上海浦东发展银行股份有限公司',
    kind: 'consignment',
    website: 'www.spdb.com.cn',
    hotline: '95528',
    sells: { every: 2, offset: 0 },
  },
  {
    id: 12,
    name: '中国民生银行股份有限公司',
    kind: 'consignment',
    website: 'www.cmbc.com.cn',
    hotline: '95568',
    sells: { every: 4, offset: 1 },
  },
  {
    id: 13,
    name: '中国光大银行股份有限公司',
    kind: 'consignment',
    website: 'www.cebbank.com',
    hotline: '95595',
    sells: { every: 4, offset: 2 },
  },
  {
    id: 14,
    name: '平安银行股份有限公司',
    kind: 'consignment',
    website: 'bank.pingan.com',
    hotline: '95511',
    sells: { every: 2, offset: 1 },
  },
  { id: 15, name: '上海银行股份有限公司', kind: 'consignment', website: 'www.bosc.cn', hotline: '95594', sells: { every: 3, offset: 0 } },
  {
    id: 16,
    name: '中信证券股份有限公司',
    kind: 'consignment',
    website: 'www.citics.com',
    hotline: '95548',
    sells: { every: 1, offset: 0 },
  },
  {
    id: 17,
    name: '华泰证券股份有限公司',
    kind: 'consignment',
    website: 'www.htsc.com.cn',
    hotline: '95597',
    sells: { every: 2, offset: 1 },
  },
  {
    id: 18,
    name: '蚂蚁（杭州）基金销售有限公司',
    kind: 'consignment',
    website: 'www.fund123.cn',
    hotline: '95188-8',
    sells: { every: 1, offset: 0 },
  },
  {
    id: 19,
    name: '上海天天基金销售有限公司',
    kind: 'consignment',
    website: 'www.1234567.com.cn',
    hotline: '95021',
    sells: { every: 1, offset: 0 },
  },
  {
    id: 20,
    name: '腾安基金销售（深圳）有限公司',
    kind: 'consignment',
    website: 'www.tenganxinxi.com',
    hotline: '95017',
    sells: { every: 1, offset: 0 },
  },
];

// Direct channels store no codes: they sell every fund, including funds added later.
export function agencyFundCodes(agency: SeedAgency): string[] {
  if (agency.sells === 'all') return [];
  const { every, offset } = agency.sells;
  return publicFunds()
    .filter((_, i) => i % every === offset % every)
    .map((f) => f.code);
}
