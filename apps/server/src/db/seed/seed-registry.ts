import type { SeedModule } from './seed-module.ts';
import { demoAccountsSeed } from '../../modules/auth/demo-accounts.seed.ts';
import { bankCardSeed } from '../../modules/bank-card/bank-card.seed.ts';
import { contentSeed } from '../../modules/content/seed/content.seed.ts';
import { dictionarySeed } from '../../modules/dictionary/dictionary.seed.ts';
import { riskSeed } from '../../modules/risk/risk.seed.ts';
import { demoTradePasswordSeed } from '../../modules/trade-password/demo-trade-password.seed.ts';
import { fundSeed } from '../../modules/fund/seed/fund.seed.ts';
import { systemParamsSeed } from './system-params.seed.ts';
import { demoHistorySeed } from '../../modules/assets/demo-history.seed.ts';

// Ordered: a module may rely on the rows of the modules before it. Add new modules here.
export const SEED_MODULES: readonly SeedModule[] = [systemParamsSeed, demoAccountsSeed, fundSeed, contentSeed, dictionarySeed, riskSeed, demoTradePasswordSeed, bankCardSeed, demoHistorySeed];
