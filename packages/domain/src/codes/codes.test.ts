import { describe, expect, it } from 'vitest';
import {
  bankLogoKey,
  bankName,
  canPurchase,
  canRedeem,
  canSubscribe,
  codesOf,
  DOCUMENT_ID_TYPES,
  FUND_TYPE_LIST,
  FUND_TYPES,
  ID_TYPES,
  IDCARD_UPLOAD_STATUSES,
  INTEGRITY_RECORDS,
  isClosedPeriod,
  isCodeOf,
  isIdCardUploadSatisfied,
  isoWeekdayOf,
  labelOf,
  optionsOf,
  PLAN_UNITS,
  RANKING_PERIODS,
  SALES_BANKS,
  SALES_BANK_CODES,
  WEEKDAYS,
  YIELD_PERIODS,
  FEE_TYPES,
  DIVIDEND_TYPES,
  DEDUCTION_STATUSES,
} from './index.ts';

describe('lookup functions', () => {
  it('returns the label of a known code, numbers included', () => {
    expect(labelOf(ID_TYPES, 'A')).toBe('台湾同胞来往内地通行证');
    expect(labelOf(ID_TYPES, 0)).toBe('身份证');
  });

  it('returns undefined for unknown codes and prototype keys', () => {
    expect(labelOf(ID_TYPES, '9')).toBeUndefined();
    expect(labelOf(ID_TYPES, 'toString')).toBeUndefined();
    expect(labelOf(ID_TYPES, null)).toBeUndefined();
    expect(isCodeOf(ID_TYPES, '__proto__')).toBe(false);
  });

  it('builds options in the given order', () => {
    expect(optionsOf(ID_TYPES, DOCUMENT_ID_TYPES).map((o) => o.value)).toEqual(['0', '1', '2', '3', '4', 'A']);
    expect(optionsOf(FEE_TYPES)).toEqual([
      { value: 'A', label: '前端收费' },
      { value: 'B', label: '后端收费' },
    ]);
  });
});

describe('customer tables', () => {
  it('has the login identifiers among the ID types', () => {
    expect(ID_TYPES['10']).toBe('手机号');
    expect(ID_TYPES['12']).toBe('基金账号');
  });

  it('treats uploaded and no-upload-needed as satisfied', () => {
    expect(codesOf(IDCARD_UPLOAD_STATUSES).filter(isIdCardUploadSatisfied)).toEqual(['1', '3']);
    expect(isIdCardUploadSatisfied(undefined)).toBe(false);
  });

  it('labels integrity records', () => {
    expect(INTEGRITY_RECORDS['01']).toBe('良好');
    expect(INTEGRITY_RECORDS['09']).toBe('存在诚信问题');
  });
});

describe('fund tables', () => {
  it('lists the fifteen fund types in order with stable codes', () => {
    expect(FUND_TYPE_LIST.map((t) => t.label)).toEqual([
      '混合型',
      '股票型',
      '债券型',
      'FOF',
      '货币型',
      '指数型',
      'LOF',
      'QDII',
      'ETF',
      '保本型',
      '专户',
      '超短债',
      '小集合',
      '大集合',
      '未知',
    ]);
    expect(FUND_TYPES['5']).toBe('货币型');
  });

  it('allows purchase when open or only redemption is suspended', () => {
    expect(['0', '1', '2', '4', '5', '6', '9'].filter(canPurchase)).toEqual(['0', '6']);
  });

  it('allows subscription only while raising', () => {
    expect(['0', '1', '2', '4', '5', '6', '9'].filter(canSubscribe)).toEqual(['1']);
  });

  it('allows redemption when open or only purchase is suspended', () => {
    expect(['0', '1', '2', '4', '5', '6', '9'].filter(canRedeem)).toEqual(['0', '5']);
  });

  it('knows the three closed-period codes', () => {
    expect(['0', '1', '2', '4', '5', '6', '9'].filter(isClosedPeriod)).toEqual(['2', '4', '9']);
  });

  it('labels dividend types', () => {
    expect(DIVIDEND_TYPES).toEqual({ '0': '红利再投资', '1': '现金分红' });
  });
});

describe('fixed-plan tables', () => {
  it('labels units, deduction statuses and weekdays', () => {
    expect(PLAN_UNITS).toEqual({ '0': '每月', '1': '每周', '2': '每日' });
    expect(DEDUCTION_STATUSES['3']).toBe('已发送扣款指令');
    expect(Object.values(WEEKDAYS)).toEqual(['星期一', '星期二', '星期三', '星期四', '星期五']);
  });

  it('maps weekday codes to ISO weekdays', () => {
    expect(isoWeekdayOf('02')).toBe(1);
    expect(isoWeekdayOf('06')).toBe(5);
  });
});

describe('sales banks', () => {
  it('has the seventeen bank codes of §3 with a name and logo each', () => {
    expect(Object.keys(SALES_BANKS)).toHaveLength(17);
    expect(SALES_BANK_CODES.every((code) => bankName(code) === SALES_BANKS[code])).toBe(true);
    expect(SALES_BANK_CODES).toEqual([
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
    ]);
    expect(bankName('002')).toBe('工商银行');
    expect(bankLogoKey('934')).toBe('bank-934');
  });

  it('falls back for unknown banks', () => {
    expect(bankName('999')).toBeUndefined();
    expect(bankLogoKey('999')).toBe('bank-default');
    expect(bankLogoKey(undefined)).toBe('bank-default');
  });
});

describe('yield periods', () => {
  it('keeps the display order', () => {
    expect(Object.keys(YIELD_PERIODS)).toEqual([
      'week',
      'month',
      'season',
      'halfYear',
      'year',
      'twoYear',
      'threeYear',
      'thisYear',
      'sinceSetup',
    ]);
  });

  it('adds day and five years for the ranking list', () => {
    const extra = Object.keys(RANKING_PERIODS).filter((k) => !(k in YIELD_PERIODS));
    expect(extra).toEqual(['day', 'fiveYear']);
    expect(RANKING_PERIODS.day).toBe('日涨幅');
    expect(RANKING_PERIODS.fiveYear).toBe('近五年');
  });
});
