import Decimal from 'decimal.js';
import { toDecimal, type DecimalInput, type MoneyDecimal } from './decimal.ts';
import { MONEY_DECIMALS, NAV_DECIMALS } from './places.ts';

// Every rounding rule of the product, in one place.
// Money (amounts, fees): 2 decimals, half up. Shares: 2 decimals, always down, so that the
// fund never issues more shares than were paid for. NAV: 4 decimals, half up.
export const ROUNDING = {
  money: { decimals: MONEY_DECIMALS, mode: Decimal.ROUND_HALF_UP },
  shares: { decimals: 2, mode: Decimal.ROUND_DOWN },
  nav: { decimals: NAV_DECIMALS, mode: Decimal.ROUND_HALF_UP },
  rate: { decimals: 8, mode: Decimal.ROUND_HALF_UP },
} as const;

export function roundFen(value: DecimalInput): MoneyDecimal {
  return toDecimal(value).toDecimalPlaces(ROUNDING.money.decimals, ROUNDING.money.mode);
}

export function truncShares(value: DecimalInput): MoneyDecimal {
  return toDecimal(value).toDecimalPlaces(ROUNDING.shares.decimals, ROUNDING.shares.mode);
}

export function roundNav(value: DecimalInput): MoneyDecimal {
  return toDecimal(value).toDecimalPlaces(ROUNDING.nav.decimals, ROUNDING.nav.mode);
}

export function roundRate(value: DecimalInput): MoneyDecimal {
  return toDecimal(value).toDecimalPlaces(ROUNDING.rate.decimals, ROUNDING.rate.mode);
}

// Wire format: decimal strings with a fixed number of places.
export function toMoneyString(value: DecimalInput): string {
  return roundFen(value).toFixed(ROUNDING.money.decimals);
}

export function toSharesString(value: DecimalInput): string {
  return truncShares(value).toFixed(ROUNDING.shares.decimals);
}

export function toNavString(value: DecimalInput): string {
  return roundNav(value).toFixed(ROUNDING.nav.decimals);
}
