// Run by gc-tuning.test.ts in a process of its own (V8 flags are process-wide): prints how many MB the old generation
// grew by over 5,000 uncached searches, after the index and the shortest keywords' answers were built.
import { getHeapSpaceStatistics } from 'node:v8';
import { tuneGarbageCollection } from '../../src/gc-tuning.ts';
import { createSearchIndex } from '../../src/modules/search/search-index.ts';

if (process.argv.includes('--tuned')) tuneGarbageCollection();

let state = 7;
const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const CHARS = '科技创新成长价值精选混合债券增强稳健收益中证医疗消费新能源半导体红利低波动量化对冲纯债短期理财货币安泰华夏南方广发';
const title = (length: number) => Array.from({ length }, () => CHARS[Math.floor(next() * CHARS.length)]).join('');
const funds = Array.from({ length: 5_000 }, (_, i) => ({ fundCode: String(100_000 + i), fundName: `${title(8)}混合A` }));
const articles = Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: title(18), contentType: 'other' as const, jumpPath: null }));
const notices = Array.from({ length: 20_000 }, (_, i) => ({ noticeId: i, title: `${title(16)}公告` }));
const index = createSearchIndex(
  { fund: async () => funds, manager: async () => [], article: async () => articles, notice: async () => notices },
  0,
);
await index.refresh('all');
await index.precomputed();
const oldGeneration = () => getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!.space_used_size;
for (let i = 0; i < 2_000; i += 1) await index.answerAsync('科技');
(globalThis as { gc?: () => void }).gc?.();
const before = oldGeneration();
for (let round = 0; round < 50; round += 1) {
  for (let i = 0; i < 100; i += 1) await index.answerAsync('科技');
  await new Promise((resolve) => setImmediate(resolve));
}
console.log(((oldGeneration() - before) / 2 ** 20).toFixed(1));
