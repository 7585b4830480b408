import { SEED_FUNDS, type SeedFund } from '../../fund/fund-seed.public.ts';
import { SEED_MANAGERS } from '../../fund/fund-seed.public.ts';
import { AGENCIES, agencyFundCodes } from './agencies.ts';
import * as c from './notice-company-templates.ts';
import * as f from './notice-fund-templates.ts';
import { periodicReport } from './notice-report-templates.ts';
import type { NoticeDraft } from './notice-html.ts';

export interface SeedNotice extends NoticeDraft {
  id: number;
  state: '0' | '1' | '2';
}

function fund(code: string): SeedFund {
  const found = SEED_FUNDS.find((x) => x.code === code);
  if (!found) throw new Error(`notice seed names fund ${code}, which the fund seed does not have`);
  return found;
}

function manager(manId: string): string {
  const found = SEED_MANAGERS.find((m) => m.manId === manId);
  if (!found) throw new Error(`notice seed names manager ${manId}, which the fund seed does not have`);
  return found.name;
}

function newAgencyNotice(agencyId: number, date: string): NoticeDraft {
  const agency = AGENCIES.find((a) => a.id === agencyId);
  if (!agency) throw new Error(`no agency ${agencyId}`);
  const funds = agencyFundCodes(agency).slice(0, 6).map(fund);
  return c.newAgency(funds, agency.name.replace(/股份有限公司$/u, ''), agency.website ?? '', agency.hotline, date);
}

const Q3_FUNDS = ['000512', '001266', '000936', '000288', '002769', '000372', '001015', '006201'];
const INTERIM_FUNDS = ['005671', '003550', '006430', '014655'];
const Q2_FUNDS = ['012851', '016725', '013902', '007016'];
const ANNUAL_FUNDS = ['002318', '010338', '004870', '003996'];

// §3 notice groups: 20 regular, 20 trans, 10 issue, 18 temp, 12 company = 80 listed; two more are withdrawn (state '2').
function drafts(): (NoticeDraft & { state?: '0' | '1' | '2' })[] {
  const out: (NoticeDraft & { state?: '0' | '1' | '2' })[] = [];
  Q3_FUNDS.forEach((code, i) => out.push(periodicReport(fund(code), 2026, 'q3', `2026-10-${String(22 + (i % 4)).padStart(2, '0')}`)));
  INTERIM_FUNDS.forEach((code) => out.push(periodicReport(fund(code), 2026, 'interim', '2026-08-28')));
  Q2_FUNDS.forEach((code, i) => out.push(periodicReport(fund(code), 2026, 'q2', `2026-07-${String(17 + i).padStart(2, '0')}`)));
  ANNUAL_FUNDS.forEach((code) => out.push(periodicReport(fund(code), 2025, 'annual', '2026-03-30')));

  out.push(f.suspendLargePurchase(fund('000288'), '2026-11-17', '2026-11-18', '1,000,000.00'));
  out.push(f.suspendLargePurchase(fund('002769'), '2026-09-24', '2026-09-25', '5,000,000.00'));
  out.push(f.suspendLargePurchase(fund('000041'), '2026-06-12', '2026-06-15', '10,000.00'));
  out.push(f.suspendLargePurchase(fund('006430'), '2026-03-09', '2026-03-10', '1,000,000.00'));
  out.push(f.resumeLargePurchase(fund('002769'), '2026-10-16'));
  out.push(f.resumeLargePurchase(fund('006430'), '2026-05-06'));
  out.push(f.dividendNotice(fund('000288'), '2026-11-10', '0.120', '2026-11-12', '2026-11-13'));
  out.push(f.dividendNotice(fund('000512'), '2026-09-15', '0.500', '2026-09-17', '2026-09-18'));
  out.push(f.dividendNotice(fund('002769'), '2026-06-19', '0.150', '2026-06-23', '2026-06-24'));
  out.push(f.dividendNotice(fund('003996'), '2026-05-20', '0.300', '2026-05-22', '2026-05-25'));
  out.push(f.dividendNotice(fund('000936'), '2026-01-13', '0.800', '2026-01-15', '2026-01-16'));
  out.push(f.dividendNotice(fund('002318'), '2025-12-16', '0.250', '2025-12-18', '2025-12-19'));
  out.push(f.qdiiHoliday(fund('000041'), '2026-11-19', '美国感恩节', '2026年11月26日', '2026-11-27'));
  out.push(f.qdiiHoliday(fund('006201'), '2026-09-28', '香港重阳节', '2026年10月19日', '2026-10-20'));
  out.push(f.qdiiHoliday(fund('017344'), '2026-08-28', '美国劳动节', '2026年9月7日', '2026-09-08'));
  out.push(f.onlineFeeDiscount('2026-07-01', '2026-07-01'));
  out.push(f.onlineFeeDiscount('2026-01-05', '2026-01-06'));
  out.push(f.openPlanAndConversion(fund('024108'), '2026-10-12'));
  out.push(f.openPlanAndConversion(fund('019108'), '2026-04-08'));
  out.push(f.openPlanAndConversion(fund('017344'), '2026-02-10'));

  out.push(f.offeringNotice(fund('023415'), '2026-11-11', '2026-11-16', '2026-12-11'));
  out.push(f.offeringNotice(fund('023560'), '2026-11-04', '2026-11-09', '2026-11-27'));
  out.push(f.contractEffective(fund('024108'), '2026-08-19', '2026-08-18'));
  out.push(f.prospectusUpdate(fund('000512'), '2026-10-30', 2));
  out.push(f.prospectusUpdate(fund('001015'), '2026-09-10', 1));
  out.push(f.prospectusUpdate(fund('007260'), '2026-07-24', 1));
  out.push(f.prospectusUpdate(fund('000372'), '2026-06-05', 1));
  out.push(f.prospectusUpdate(fund('012736'), '2026-04-28', 1));
  out.push(f.productSummaryUpdate(fund('016725'), '2026-08-06'));
  out.push(f.productSummaryUpdate(fund('004228'), '2026-03-18'));

  out.push(c.managerChange(fund('002318'), '2026-10-09', '增聘', manager('1012')));
  out.push(c.managerChange(fund('024108'), '2026-08-20', '增聘', manager('1002')));
  out.push(c.managerChange(fund('005671'), '2026-05-29', '增聘', manager('1004')));
  out.push(c.managerChange(fund('000513'), '2026-02-27', '增聘', manager('1001')));
  out.push(c.managerChange(fund('001888'), '2025-11-28', '解聘', manager('1001'), '基金清算'));
  out.push(newAgencyNotice(20, '2026-11-05'));
  out.push(newAgencyNotice(19, '2026-09-02'));
  out.push(newAgencyNotice(17, '2026-06-16'));
  out.push(newAgencyNotice(15, '2026-04-14'));
  out.push(newAgencyNotice(14, '2026-01-20'));
  out.push(c.lofPremiumWarning(fund('003996'), '2026-10-20'));
  out.push(c.lofPremiumWarning(fund('010985'), '2026-03-24'));
  out.push(c.holderMeeting(fund('002105'), '2026-09-18', '2026-10-12', '2026-11-10'));
  out.push(c.minPurchaseChange(fund('004228'), '2026-08-12', '1.00'));
  out.push(c.minPurchaseChange(fund('007016'), '2026-02-24', '10.00'));
  out.push(c.valuationAdjustment('2026-07-07'));
  out.push(c.valuationAdjustment('2026-01-29'));
  out.push(c.contractAmendment('2026-05-12'));

  out.push(c.seniorManagementChange('2026-10-28', '副总经理', '新任', '何志远'));
  out.push(c.seniorManagementChange('2026-04-17', '首席信息官', '离任', '唐承宇'));
  out.push(c.antiFraudStatement('2026-11-13'));
  out.push(c.antiFraudStatement('2026-05-27'));
  out.push(c.systemUpgrade('2026-09-29', '2026年10月3日（星期六）8:00至2026年10月4日（星期日）20:00'));
  out.push(c.systemUpgrade('2026-04-29', '2026年5月2日（星期六）9:00至18:00'));
  out.push(c.hotlineUpgrade('2026-06-24', '2026年6月27日（星期六）22:00至次日6:00'));
  out.push(c.amlVerification('2026-08-03'));
  out.push(c.csrReport('2026-04-25', 2025));
  out.push(c.reportReminder('2026-10-23', '2026年第3季度'));
  out.push(c.reportReminder('2026-08-28', '2026年中期'));
  out.push(c.chairmanChange('2026-01-09', '钱守正'));

  // Withdrawn notices stay in the table but never in a list (§3: messages keep state '0'/'1' only).
  out.push({ ...f.suspendLargePurchase(fund('000288'), '2026-11-16', '2026-11-17', '500,000.00'), state: '2' });
  out.push({ ...c.systemUpgrade('2026-09-20', '2026年9月26日（星期六）8:00至20:00'), state: '2' });
  return out;
}

// Ids follow publication order (oldest first), so a newer notice always has a larger id.
export function buildNotices(): SeedNotice[] {
  return drafts()
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.date.localeCompare(b.d.date) || a.i - b.i)
    .map(({ d }, i) => ({ ...d, id: i + 1, state: d.state ?? (i % 7 === 3 ? '0' : '1') }));
}
