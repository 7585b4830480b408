import { toChineseCapital } from '@fund-direct/domain/format';
import { positiveAmountSchema } from '@fund-direct/domain/validate';

// The amount as typed, in Chinese capitals once it is a valid positive amount (§5); nothing otherwise.
export function capitalText(amount: unknown): string | null {
  if (typeof amount !== 'string' || !positiveAmountSchema.safeParse(amount.trim()).success) return null;
  try {
    return toChineseCapital(amount.trim());
  } catch {
    // Beyond 9999亿: no capital reading; the amount rules refuse it anyway.
    return null;
  }
}
