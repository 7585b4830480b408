import { date, integer, text, timestamp } from 'drizzle-orm/pg-core';

// Identity details and the trade password of a customer, added by migrations/0006_account.sql.
// Spread into the `customer` table of customer.ts; kept in sync with the SQL by hand.
export const customerAccountColumns = {
  nationality: text('nationality'),
  provinceCode: text('province_code'),
  cityCode: text('city_code'),
  countyCode: text('county_code'),
  taxResident: text('tax_resident'),
  // fieldCipher.encrypt ciphertext.
  taxIdEnc: text('tax_id_enc'),
  noTaxIdReason: text('no_tax_id_reason'),
  controllerName: text('controller_name'),
  beneficiaryName: text('beneficiary_name'),
  identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
  idcardRejectReason: text('idcard_reject_reason'),
  tradePasswordHash: text('trade_password_hash'),
  tradePasswordFailures: integer('trade_password_failures').notNull().default(0),
  // Shanghai calendar day (YYYY-MM-DD) on which the failures were counted.
  tradePasswordFailureDay: date('trade_password_failure_day', { mode: 'string' }),
  openedAt: timestamp('opened_at', { withTimezone: true }),
};
