// What other modules use of dictionary: seed data other seeds build on.
export { LOWEST_RISK_QUESTIONS } from './dictionary.seed-data.ts';
