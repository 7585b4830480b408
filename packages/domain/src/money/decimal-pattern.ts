// Plain decimal notation only: no hex, no NaN/Infinity, no thousands separators.
export const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
