import { z } from 'zod';

// §3 user info, as GET /api/account/user-info and POST /api/account/organisation-info answer it.
// Code-valued fields are the §3 code strings; empty profile fields are null. ID numbers are masked.
const text = z.string().nullable();

export const userInfo = z.object({
  clientid: z.string(),
  custUuid: z.string(),
  custno: z.string(),
  custtype: z.string(),
  custname: text,
  idno: text,
  idtype: text,
  riskability: text,
  riskexpired: text,
  riskinvalidate: text,
  tradeLockState: z.string(),
  mobilereg: z.string(),
  emailreg: text,
  mobileno: z.string(),
  imgurl: text,
  lastlogintime: text,
  custbelongto: z.string(),
  liveNation: text,
  sex: text,
  birthday: text,
  marriage: text,
  invalidate: text,
  annualsalary: text,
  educational: text,
  address: text,
  workcode: text,
  zipcode: text,
  faxtrust: text,
  myselfIsContorler: text,
  myselfIsBfcy: text,
  badintegrity: text,
  oricustflag: text,
  idcardupload: text,
  isEnterprise: z.union([z.literal(0), z.literal(1)]),
  // Enterprise customers: the transactor and the legal representative (null for personal customers).
  transactorname: text,
  transactoridtype: text,
  transactoridno: text,
  transactormobile: text,
  instreprname: text,
  instrepridtype: text,
  instrepridno: text,
  // Frozen by customer service: signed in and assets in view, but no order; the reason is shown on the account home.
  accountFrozen: z.object({ reason: z.string() }).nullable().optional(),
});

export type UserInfo = z.infer<typeof userInfo>;

// The account home's notice for a frozen account (its text is ERRORS.ACCOUNT_FROZEN's, with the reason).
export const ACCOUNT_FROZEN_TITLE = '账户已冻结';

// POST /api/account/organisation-info
export const organisationInfoRequest = z.object({ clientid: z.string().min(1).max(64) });

// tradeLockState: '0' normal, '1' password login locked after too many wrong passwords.
export const TRADE_LOCK_STATES = { open: '0', locked: '1' } as const;
