import { integer, text, timestamp } from 'drizzle-orm/pg-core';

// §3 user-info fields of a customer and its login state, added by migrations/0003_auth.sql.
// Spread into the `customer` table of customer.ts; kept in sync with the SQL by hand.
export const customerAuthColumns = {
  idtype: text('idtype'),
  // AES-GCM ciphertext (fieldCipher.encrypt) and a keyed digest (fieldCipher.digest) for lookups.
  idnoEnc: text('idno_enc'),
  idnoHash: text('idno_hash'),
  email: text('email'),
  sex: text('sex'),
  birthday: text('birthday'),
  // ID expiry yyyymmdd, or 长期.
  invalidate: text('invalidate'),
  liveNation: text('live_nation'),
  workcode: text('workcode'),
  annualsalary: text('annualsalary'),
  educational: text('educational'),
  address: text('address'),
  zipcode: text('zipcode'),
  marriage: text('marriage'),
  faxtrust: text('faxtrust'),
  oricustflag: text('oricustflag'),
  imgurl: text('imgurl'),
  riskability: text('riskability'),
  riskexpired: text('riskexpired'),
  riskinvalidate: text('riskinvalidate'),
  idcardupload: text('idcardupload').notNull().default('0'),
  badintegrity: text('badintegrity').notNull().default('01'),
  myselfIsContorler: text('myself_is_contorler'),
  myselfIsBfcy: text('myself_is_bfcy'),
  passwordHash: text('password_hash'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
};
