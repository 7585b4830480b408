// What other modules use of the fund seed: the seeded funds and managers and the seed's last trading day.
export { lastSeedTradingDay } from './seed/fund.seed.ts';
export { SEED_FUNDS, type SeedFund } from './seed/funds.data.ts';
export { SEED_MANAGERS } from './seed/managers.data.ts';
