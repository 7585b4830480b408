import type { SeedModule } from './seed-module.ts';
import { demoAccountsSeed } from '../../modules/auth/demo-accounts.seed.ts';
import { contentSeed } from '../../modules/content/seed/content.seed.ts';
import { fundSeed } from '../../modules/fund/seed/fund.seed.ts';
import { systemParamsSeed } from './system-params.seed.ts';

// Ordered: a module may rely on the rows of the modules before it. Add new modules here.
export const SEED_MODULES: readonly SeedModule[] = [systemParamsSeed, demoAccountsSeed, fundSeed, contentSeed];
