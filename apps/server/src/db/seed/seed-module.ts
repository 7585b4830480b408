import type { FieldCipher } from '../../security/field-cipher.ts';
import type { DatabaseHandle, Transaction } from '../database.ts';

export interface SeedContext {
  // Each module runs inside its own transaction.
  tx: Transaction;
  database: DatabaseHandle;
  fieldCipher: FieldCipher;
  now: Date;
}

// A seed module is idempotent: it upserts by natural key, so running it twice changes nothing.
export interface SeedModule {
  name: string;
  // Demo data that must never reach production: customers and staff with published secrets, their history, synthetic NAVs.
  demoOnly?: boolean;
  run(context: SeedContext): Promise<void>;
}
