// What other modules use of bank-card: whether a signed card exists, and the card-usage check hook.
export { hasSignedBankCard } from './bank-card.repository.ts';
export type { CardUsageCheck } from './card-usage.ts';
