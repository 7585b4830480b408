// Layouts of the fund data-exchange protocol (开放式基金业务数据交换协议, JR/T 0017 and GB/T 39595-2020).
// Field names, types and lengths follow the public field dictionary described in docs/ta-exchange.md;
// which fields a file carries, and in what order, is our agreement with the registrar (the data file
// lists its field names in its header, so the reader checks them against these layouts).

// '20' is the 2004-era protocol 2.0, read for old files; '22' is the current layout, the one we write.
export const EXCHANGE_VERSIONS = ['20', '22'] as const;
export type ExchangeVersion = (typeof EXCHANGE_VERSIONS)[number];
export const WRITTEN_EXCHANGE_VERSION: ExchangeVersion = '22';

export function isExchangeVersion(value: string): value is ExchangeVersion {
  return (EXCHANGE_VERSIONS as readonly string[]).includes(value);
}

export const EXCHANGE_FILE_TYPES = {
  '01': '账户类申请',
  '02': '账户类确认',
  '03': '交易类申请',
  '04': '交易类确认',
  '05': '基金份额对账',
  '06': '分红',
  '07': '基金行情',
  '08': '公告',
  '09': '红利汇总',
  '10': '日交割汇总',
  '11': 'TA业务申请汇总',
  '12': 'TA业务确认汇总',
  '13': '销售人业务申请汇总',
} as const;
export type ExchangeFileType = keyof typeof EXCHANGE_FILE_TYPES;

// The file types we exchange; the others are named (a reader can say what it refused) but have no layout.
export const LAID_OUT_FILE_TYPES = ['01', '02', '03', '04', '05', '06', '07'] as const;
export type LaidOutFileType = (typeof LAID_OUT_FILE_TYPES)[number];

export function isLaidOutFileType(value: string): value is LaidOutFileType {
  return (LAID_OUT_FILE_TYPES as readonly string[]).includes(value);
}

// C: GB18030 text, left-aligned, space-padded. A: digits, left-aligned, space-padded.
// N: unsigned number, right-aligned, zero-padded, the last `decimals` digits are the fraction.
// Lengths count bytes in GB18030 (a Chinese character takes two).
export interface FieldSpec {
  name: string;
  label: string;
  type: 'C' | 'A' | 'N';
  length: number;
  decimals: number;
}

interface LaidOutField extends FieldSpec {
  // Added in the current layout: absent from version 20 files.
  since22?: true;
}

const c = (name: string, label: string, length: number): LaidOutField => ({ name, label, type: 'C', length, decimals: 0 });
const a = (name: string, label: string, length: number): LaidOutField => ({ name, label, type: 'A', length, decimals: 0 });
const n = (name: string, label: string, length: number, decimals: number): LaidOutField => ({
  name,
  label,
  type: 'N',
  length,
  decimals,
});
const since22 = (field: LaidOutField): LaidOutField => ({ ...field, since22: true });

const APP_SHEET_SERIAL_NO = a('AppSheetSerialNo', '申请单编号', 24);
const TRANSACTION_DATE = a('TransactionDate', '交易发生日期', 8);
const TRANSACTION_TIME = a('TransactionTime', '交易发生时间', 6);
const BUSINESS_CODE = a('BusinessCode', '业务代码', 3);
const DISTRIBUTOR_CODE = c('DistributorCode', '销售人代码', 9);
const TRANSACTION_ACCOUNT_ID = a('TransactionAccountID', '投资人基金交易账号', 17);
const TRANSACTION_CFM_DATE = a('TransactionCfmDate', '交易确认日期', 8);
const RETURN_CODE = a('ReturnCode', '交易处理返回代码', 4);
const TA_SERIAL_NO = a('TASerialNO', 'TA确认交易流水号', 20);
const FUND_CODE = c('FundCode', '基金代码', 6);
const CURRENCY_TYPE = a('CurrencyType', '结算币种', 3);
const ERROR_DETAIL = since22(c('ErrorDetail', '出错详细信息', 60));

const ACCOUNT_APPLICATION: readonly LaidOutField[] = [
  APP_SHEET_SERIAL_NO,
  TRANSACTION_DATE,
  TRANSACTION_TIME,
  BUSINESS_CODE,
  DISTRIBUTOR_CODE,
  TRANSACTION_ACCOUNT_ID,
  a('TAAccountID', '投资人基金账号', 12),
  a('IndividualOrInstitution', '个人/机构标志', 1),
  c('InvestorName', '投资人户名', 120),
  c('CertificateType', '证件类型', 1),
  c('CertificateNo', '投资人证件号码', 30),
  c('MobileTelNo', '投资人手机号码', 24),
  c('Address', '通讯地址', 120),
  a('PostCode', '投资人邮政编码', 6),
  since22(a('CertValidDate', '证件有效日期', 8)),
];

const ACCOUNT_CONFIRMATION: readonly LaidOutField[] = [
  APP_SHEET_SERIAL_NO,
  TRANSACTION_CFM_DATE,
  TRANSACTION_DATE,
  BUSINESS_CODE,
  RETURN_CODE,
  TA_SERIAL_NO,
  DISTRIBUTOR_CODE,
  TRANSACTION_ACCOUNT_ID,
  a('TAAccountID', '投资人基金账号', 12),
  ERROR_DETAIL,
];

const TRANSACTION_APPLICATION: readonly LaidOutField[] = [
  APP_SHEET_SERIAL_NO,
  TRANSACTION_DATE,
  TRANSACTION_TIME,
  BUSINESS_CODE,
  DISTRIBUTOR_CODE,
  TRANSACTION_ACCOUNT_ID,
  a('TAAccountID', '投资人基金账号', 12),
  FUND_CODE,
  a('CodeOfTargetFund', '转换时的目标基金代码', 6),
  n('ApplicationAmount', '申请金额', 16, 2),
  n('ApplicationVol', '申请基金份数', 16, 2),
  CURRENCY_TYPE,
  c('ShareClass', '收费类别', 1),
  a('DefDividendMethod', '默认分红方式', 1),
  a('LargeRedemptionFlag', '巨额赎回处理标志', 1),
  a('OriginalAppSheetNo', '原申请单编号', 24),
];

const TRANSACTION_CONFIRMATION: readonly LaidOutField[] = [
  APP_SHEET_SERIAL_NO,
  TRANSACTION_CFM_DATE,
  TRANSACTION_DATE,
  BUSINESS_CODE,
  RETURN_CODE,
  TA_SERIAL_NO,
  DISTRIBUTOR_CODE,
  TRANSACTION_ACCOUNT_ID,
  a('TAAccountID', '投资人基金账号', 12),
  FUND_CODE,
  a('CodeOfTargetFund', '转换时的目标基金代码', 6),
  n('ConfirmedAmount', '每笔交易确认金额', 16, 2),
  n('ConfirmedVol', '基金账户交易确认份数', 16, 2),
  n('NAV', '基金单位净值', 7, 4),
  n('Charge', '手续费', 10, 2),
  n('CfmVolOfTargetFund', '目标基金的确认份数', 16, 2),
  n('TargetNAV', '目标基金的单位净值', 7, 4),
  CURRENCY_TYPE,
  ERROR_DETAIL,
];

const SHARE_BALANCE: readonly LaidOutField[] = [
  TRANSACTION_CFM_DATE,
  FUND_CODE,
  DISTRIBUTOR_CODE,
  TRANSACTION_ACCOUNT_ID,
  c('TAAccountID', '投资人基金账号', 12),
  n('TotalVolOfDistributorInTA', '基金总份数（含冻结）', 16, 2),
  n('AvailableVol', '持有人可用基金份数', 16, 2),
  n('TotalFrozenVol', '基金冻结总份数', 16, 2),
];

const DIVIDEND: readonly LaidOutField[] = [
  FUND_CODE,
  DISTRIBUTOR_CODE,
  TRANSACTION_ACCOUNT_ID,
  c('TAAccountID', '投资人基金账号', 12),
  BUSINESS_CODE,
  TA_SERIAL_NO,
  a('RegistrationDate', '权益登记日期', 8),
  a('XRDate', '除权日', 8),
  a('DividentDate', '分红日/发放日', 8),
  n('DividendPerUnit', '单位基金分红金额（含税）', 16, 2),
  n('DrawBonusUnit', '分红单位', 10, 0),
  n('BasisforCalculatingDividend', '红利/红利再投资基数', 16, 2),
  n('DividendAmount', '基金账户红利资金', 16, 2),
  n('VolOfDividendforReinvestment', '基金账户红利再投资基金份数', 16, 2),
  n('NAV', '基金单位净值', 7, 4),
  a('DefDividendMethod', '默认分红方式', 1),
];

const FUND_QUOTE: readonly LaidOutField[] = [
  FUND_CODE,
  c('FundName', '基金名称', 40),
  a('UpdateDate', '基金净值日期', 8),
  n('NAV', '基金单位净值', 7, 4),
  n('AccumulativeNAV', '累计基金单位净值', 7, 4),
  c('FundStatus', '基金状态', 1),
  since22(n('FundIncome', '货币基金万份收益', 8, 5)),
  since22(c('FundIncomeFlag', '货币基金万份收益正负', 1)),
  since22(n('Yield', '货币基金七日年化收益率', 8, 5)),
  since22(c('YieldFlag', '货币基金七日年化收益率正负', 1)),
];

const LAYOUTS: Record<LaidOutFileType, readonly LaidOutField[]> = {
  '01': ACCOUNT_APPLICATION,
  '02': ACCOUNT_CONFIRMATION,
  '03': TRANSACTION_APPLICATION,
  '04': TRANSACTION_CONFIRMATION,
  '05': SHARE_BALANCE,
  '06': DIVIDEND,
  '07': FUND_QUOTE,
};

function specOf({ name, label, type, length, decimals }: LaidOutField): FieldSpec {
  return Object.freeze({ name, label, type, length, decimals });
}

const BY_VERSION: Record<ExchangeVersion, Record<LaidOutFileType, readonly FieldSpec[]>> = {
  '20': buildLayouts((field) => !field.since22),
  '22': buildLayouts(() => true),
};

function buildLayouts(keep: (field: LaidOutField) => boolean): Record<LaidOutFileType, readonly FieldSpec[]> {
  const result = {} as Record<LaidOutFileType, readonly FieldSpec[]>;
  for (const fileType of LAID_OUT_FILE_TYPES) {
    result[fileType] = Object.freeze(LAYOUTS[fileType].filter(keep).map(specOf));
  }
  return result;
}

export function layoutOf(version: ExchangeVersion, fileType: LaidOutFileType): readonly FieldSpec[] {
  return BY_VERSION[version][fileType];
}

export function recordByteLength(layout: readonly FieldSpec[]): number {
  return layout.reduce((total, field) => total + field.length, 0);
}
