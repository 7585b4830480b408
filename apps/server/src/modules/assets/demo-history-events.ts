import { tradingDayOnOrAfter } from '@fund-direct/domain/calendar';
import { addMonths } from '@fund-direct/domain/yield';

// The demo customer's year (13800000001, C3): a bond fund, a money fund, a mixed fund (partly
// converted into another mixed fund), an index fund bought above their level with the risk warning
// confirmed and invested in monthly, and a LOF. 001266 is left to the trade journey.
export const DEMO_FUNDS = {
  bond: '000288',
  money: '000372',
  mixed: '000512',
  mixedTarget: '002318',
  index: '001015',
  lof: '003996',
} as const;

export type DemoEvent =
  | { kind: 'purchase'; fundCode: string; amount: string; riskConfirmed?: boolean; paymentMethod?: 'card' | 'remit' }
  | { kind: 'plan'; fundCode: string; amount: string; dayOfMonth: number; riskConfirmed?: boolean }
  | { kind: 'redeem'; fundCode: string; shares: string }
  | { kind: 'convert'; fundCode: string; targetFundCode: string; shares: string };

export interface DatedEvents {
  // The trade date T the orders are placed on (10:00 in China, before the cut-off).
  date: string;
  events: DemoEvent[];
}

const F = DEMO_FUNDS;

// The plan's day of the month. Every order of the timeline is placed on it too, so that the batch runs
// on nine days of the year (the plan's six deductions among them) rather than one more for each order.
export const DEMO_PLAN_DAY = 8;

// How many months before the last seeded trading day each group of orders is placed.
const TIMELINE: readonly { monthsAgo: number; events: DemoEvent[] }[] = [
  {
    monthsAgo: 12,
    events: [
      { kind: 'purchase', fundCode: F.bond, amount: '30000' },
      { kind: 'purchase', fundCode: F.money, amount: '20000' },
      { kind: 'purchase', fundCode: F.mixed, amount: '20000' },
    ],
  },
  { monthsAgo: 9, events: [{ kind: 'purchase', fundCode: F.index, amount: '10000', riskConfirmed: true }] },
  {
    monthsAgo: 6,
    events: [
      { kind: 'plan', fundCode: F.index, amount: '1000', dayOfMonth: DEMO_PLAN_DAY, riskConfirmed: true },
      { kind: 'purchase', fundCode: F.lof, amount: '10000' },
      { kind: 'redeem', fundCode: F.bond, shares: '10000' },
    ],
  },
  { monthsAgo: 4, events: [{ kind: 'convert', fundCode: F.mixed, targetFundCode: F.mixedTarget, shares: '6000' }] },
  { monthsAgo: 2, events: [{ kind: 'purchase', fundCode: F.money, amount: '10000' }] },
];

// Placed at the seed's own clock: still pending (in transit) when the site opens.
export const PENDING_TODAY: readonly DemoEvent[] = [
  { kind: 'purchase', fundCode: F.bond, amount: '2000' },
  { kind: 'purchase', fundCode: F.lof, amount: '5000', paymentMethod: 'remit' },
  { kind: 'redeem', fundCode: F.money, shares: '3000' },
];

// The timeline on trading days: the plan day of the month so many months before the last day with NAVs.
export function datedTimeline(lastDay: string): DatedEvents[] {
  return TIMELINE.map((group) => {
    const month = addMonths(lastDay, -group.monthsAgo).slice(0, 8);
    return { date: tradingDayOnOrAfter(`${month}${String(DEMO_PLAN_DAY).padStart(2, '0')}`), events: group.events };
  });
}
