import { AppError } from '@fund-direct/domain/errors';
import type { DbExecutor } from '../../db/database.ts';
import type { CustomerRow } from '../../db/schema/customer.ts';
import { findCustomerById } from '../auth/auth.public.ts';

// A frozen account (customer service, migration 0028) keeps its session and its assets in view but places no order:
// every order-placing route passes here before its trade password is checked, so a frozen customer's attempts
// neither go through nor count as wrong passwords.
export function refuseFrozen(row: Pick<CustomerRow, 'frozenAt'> | undefined): void {
  if (row?.frozenAt) throw new AppError('ACCOUNT_FROZEN');
}

export async function refuseFrozenAccount(db: DbExecutor, customerId: string): Promise<void> {
  refuseFrozen(await findCustomerById(db, customerId));
}
