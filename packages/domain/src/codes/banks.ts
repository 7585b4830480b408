// §3: sales bank codes, each with a logo.
export const SALES_BANKS = {
  '002': '工商银行',
  '003': '农业银行',
  '004': '中国银行',
  '005': '建设银行',
  '006': '交通银行',
  '007': '招商银行',
  '009': '兴业银行',
  '010': '中信银行',
  '011': '浦发银行',
  '012': '民生银行',
  '014': '光大银行',
  '015': '华夏银行',
  '016': '平安银行',
  '017': '广发银行',
  '920': '邮储银行',
  '921': '北京银行',
  '934': '上海银行',
} as const;

export type SalesBankCode = keyof typeof SALES_BANKS;

// 920, 921 and 934 are integer-like keys, which JS would enumerate first; this keeps code order.
export const SALES_BANK_CODES = [
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '009',
  '010',
  '011',
  '012',
  '014',
  '015',
  '016',
  '017',
  '920',
  '921',
  '934',
] as const satisfies readonly SalesBankCode[];

export const BANK_LOGO_FALLBACK = 'bank-default';

// Logo keys name the image files (bank-002.png ...); unknown banks get a neutral logo.
export function bankLogoKey(code: string | null | undefined): string {
  return code && Object.hasOwn(SALES_BANKS, code) ? `bank-${code}` : BANK_LOGO_FALLBACK;
}

export function bankName(code: string | null | undefined): string | undefined {
  return code && Object.hasOwn(SALES_BANKS, code) ? SALES_BANKS[code as SalesBankCode] : undefined;
}
