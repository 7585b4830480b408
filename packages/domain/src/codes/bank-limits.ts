import type { SalesBankCode } from './banks.ts';

export interface BankLimits {
  // Decimal strings in 元; '0' means no limit (§5 无限额).
  perOrder: string;
  perDay: string;
}

// Default quick-payment limits of each sales bank for fund purchases, applied when a card is signed.
export const BANK_LIMITS: Readonly<Record<SalesBankCode, BankLimits>> = {
  '002': { perOrder: '50000', perDay: '50000' },
  '003': { perOrder: '50000', perDay: '200000' },
  '004': { perOrder: '50000', perDay: '100000' },
  '005': { perOrder: '50000', perDay: '100000' },
  '006': { perOrder: '50000', perDay: '200000' },
  '007': { perOrder: '50000', perDay: '100000' },
  '009': { perOrder: '0', perDay: '0' },
  '010': { perOrder: '50000', perDay: '100000' },
  '011': { perOrder: '50000', perDay: '100000' },
  '012': { perOrder: '50000', perDay: '200000' },
  '014': { perOrder: '50000', perDay: '500000' },
  '015': { perOrder: '50000', perDay: '200000' },
  '016': { perOrder: '50000', perDay: '500000' },
  '017': { perOrder: '50000', perDay: '200000' },
  '920': { perOrder: '15000', perDay: '15000' },
  '921': { perOrder: '50000', perDay: '100000' },
  '934': { perOrder: '50000', perDay: '100000' },
};

// Banks outside the table get no limit of their own (the payment channel's rules still apply).
export function bankLimits(code: string): BankLimits {
  return Object.hasOwn(BANK_LIMITS, code) ? BANK_LIMITS[code as SalesBankCode] : { perOrder: '0', perDay: '0' };
}
