import { countOf, type TaStep } from '../ta-step.ts';
import { shareOrdersStatement } from './share-orders-sql.ts';

export const confirmRedemptionsStep: TaStep = {
  name: 'confirm_redemptions',
  label: '赎回确认',
  run: (tx, context) => countOf(tx, shareOrdersStatement(context, 'redeem')),
};
