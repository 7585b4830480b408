// Decimal places of money and NAVs (the rounding modes are in rounding.ts); kept apart so that formatting needs no
// decimal arithmetic.
export const MONEY_DECIMALS = 2;
export const NAV_DECIMALS = 4;
