import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { idCardCheckChar } from '@fund-direct/domain/validate';
import { enterpriseProfile, fundAccount } from '../../db/schema/auth.ts';
import { customer, type NewCustomerRow } from '../../db/schema/customer.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../db/seed/demo-accounts.ts';
import type { SeedModule } from '../../db/seed/seed-module.ts';
import type { FieldCipher } from '../../security/field-cipher.ts';
import { passwordHasherFor } from './auth-deps.ts';

// Issue 3: the five demo accounts of DEMO_ACCOUNTS (the single list of mobiles and passwords), with what the
// schema holds so far. Bank cards, holdings, trades and plans are seeded by the modules that own those tables.
const YEAR_MS = 31536e6;

function yyyymmdd(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function idCard(first17: string): string {
  return first17 + idCardCheckChar(first17);
}

interface DemoProfile {
  custno: string;
  fundAccountNo?: string;
  row: (now: Date) => Partial<NewCustomerRow> & { idno?: string };
  enterprise?: {
    orgName: string;
    transactorName: string;
    transactorIdno: string;
    transactorMobile: string;
    legalName: string;
    legalIdno: string;
  };
}

const personalProfile = (name: string, first17: string, sex: '1' | '2') => ({
  custname: name,
  idtype: '0',
  idno: idCard(first17),
  sex,
  birthday: first17.slice(6, 14),
  liveNation: '156',
  nationality: '156',
  provinceCode: '31',
  cityCode: '3101',
  countyCode: '310115',
  taxResident: '1',
  email: null,
  workcode: '01',
  annualsalary: '2',
  educational: '2',
  address: '上海市浦东新区世纪大道100号',
  zipcode: '200120',
  marriage: '1',
  myselfIsContorler: '1',
  myselfIsBfcy: '1',
  badintegrity: '01',
  idcardupload: '1',
  custbelongto: '1',
});

const PROFILES: Record<string, DemoProfile> = {
  '13800000001': {
    custno: '10000001',
    fundAccountNo: '880000000001',
    row: (now) => ({
      ...personalProfile('王明', '11010119900307123', '1'),
      invalidate: '长期',
      riskability: '3',
      riskexpired: '0',
      riskinvalidate: yyyymmdd(new Date(now.getTime() + YEAR_MS)),
    }),
  },
  '13800000002': { custno: '10000002', row: () => ({ custbelongto: '0' }) },
  '13800000003': {
    custno: '10000003',
    fundAccountNo: '880000000003',
    row: () => ({
      custtype: '0',
      custname: '上海远景投资管理有限公司',
      custbelongto: '1',
      idcardupload: '3',
      riskability: '4',
      riskexpired: '0',
    }),
    enterprise: {
      orgName: '上海远景投资管理有限公司',
      transactorName: '李华',
      transactorIdno: idCard('31011519880512456'),
      transactorMobile: '13800000003',
      legalName: '陈建国',
      legalIdno: idCard('31010119700101789'),
    },
  },
  '13800000004': {
    custno: '10000004',
    fundAccountNo: '880000000004',
    row: (now) => ({
      ...personalProfile('赵敏', '44030519851120222', '2'),
      invalidate: yyyymmdd(new Date(now.getTime() + 5 * YEAR_MS)),
      riskability: '2',
      riskexpired: '1',
      riskinvalidate: yyyymmdd(new Date(now.getTime() - 30 * 86_400_000)),
    }),
  },
  '13800000005': {
    custno: '10000005',
    fundAccountNo: '880000000005',
    row: (now) => ({
      ...personalProfile('孙立', '32010219780615333', '1'),
      invalidate: yyyymmdd(new Date(now.getTime() - 60 * 86_400_000)),
      riskability: '3',
      riskexpired: '0',
      riskinvalidate: yyyymmdd(new Date(now.getTime() + YEAR_MS)),
    }),
  },
};

// The demo password is public, so one hash (one salt) serves all five and is computed once per process.
const demoHashes = new Map<string, Promise<string>>();

function demoHash(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = passwordHasherFor(process.env.NODE_ENV ?? 'development').hash(password);
    demoHashes.set(password, hash);
  }
  return hash;
}

function customerValues(account: DemoAccount, profile: DemoProfile, cipher: FieldCipher, now: Date): NewCustomerRow {
  const { idno, ...fields } = profile.row(now);
  return {
    custno: profile.custno,
    mobile: account.mobile,
    ...fields,
    idnoEnc: idno ? cipher.encrypt(idno) : null,
    idnoHash: idno ? cipher.digest(idno) : null,
    updatedAt: now,
  };
}

export const demoAccountsSeed: SeedModule = {
  name: 'demo-accounts',
  demoOnly: true,
  async run({ tx, fieldCipher, now }) {
    for (const account of DEMO_ACCOUNTS) {
      const profile = PROFILES[account.mobile];
      if (!profile) continue;
      // A demo account its visitor closed stays closed: its number belongs to the kept record.
      const [closed] = await tx
        .select({ id: customer.id })
        .from(customer)
        .where(and(eq(customer.custno, profile.custno), isNotNull(customer.closedAt)))
        .limit(1);
      if (closed) continue;
      const values = customerValues(account, profile, fieldCipher, now);
      const passwordHash = await demoHash(account.password);
      // Upsert by mobile (custno 1000000x, below the registration sequence); a password the visitor changed is kept.
      const { custno: _custno, mobile: _mobile, ...update } = values;
      const [row] = await tx
        .insert(customer)
        .values({ ...values, passwordHash })
        .onConflictDoUpdate({
          target: customer.mobile,
          targetWhere: isNull(customer.closedAt),
          set: { ...update, failedLogins: 0, lockedUntil: null },
        })
        .returning({ id: customer.id });
      if (!row) continue;
      if (profile.fundAccountNo) {
        await tx.insert(fundAccount).values({ accountNo: profile.fundAccountNo, customerId: row.id, openedAt: now }).onConflictDoNothing();
      }
      const e = profile.enterprise;
      if (e) {
        const values = {
          orgName: e.orgName,
          transactorName: e.transactorName,
          transactorIdtype: '0',
          transactorIdnoEnc: fieldCipher.encrypt(e.transactorIdno),
          transactorMobile: e.transactorMobile,
          legalName: e.legalName,
          legalIdtype: '0',
          legalIdnoEnc: fieldCipher.encrypt(e.legalIdno),
        };
        await tx
          .insert(enterpriseProfile)
          .values({ customerId: row.id, ...values })
          .onConflictDoUpdate({ target: enterpriseProfile.customerId, set: values });
      }
    }
  },
};
