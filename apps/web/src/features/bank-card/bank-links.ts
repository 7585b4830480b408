import { ROUTE_PATHS } from '@fund-direct/domain/guards';

type CardPage = 'bankDetail' | 'changeBank' | 'bankSign';

// The card pages take the card's trade account in the query.
export function cardLink(page: CardPage, tradeacco: string): string {
  return `${ROUTE_PATHS[page]}?tradeacco=${encodeURIComponent(tradeacco)}`;
}
