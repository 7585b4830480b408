import type { DictName } from '@fund-direct/domain/codes';
import type { SeedModule } from '../../db/seed/seed-module.ts';
import { replaceDict } from './dictionary.repository.ts';
import { DICTIONARY_SEED } from './dictionary.seed-data.ts';

export const dictionarySeed: SeedModule = {
  name: 'dictionaries',
  async run({ tx }) {
    for (const [name, items] of Object.entries(DICTIONARY_SEED) as [DictName, (typeof DICTIONARY_SEED)[DictName]][]) {
      await replaceDict(tx, name, items);
    }
  },
};
