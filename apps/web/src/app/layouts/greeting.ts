import { maskMobile } from '@fund-direct/domain/format';
import type { SessionUser } from '@/lib/auth-state.ts';

// §2: the customer name, or the mobile number as first 3 digits, four stars, last 4.
export function greetingName(user: SessionUser | null): string {
  const name = user?.custname?.trim();
  if (name) return name;
  return maskMobile(user?.mobileno ?? '');
}
