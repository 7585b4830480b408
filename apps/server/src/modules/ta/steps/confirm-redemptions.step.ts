import { countOf, preferHashJoinsOnLargeDays, type TaStep } from '../ta-step.ts';
import { shareOrdersStatement } from './share-orders-sql.ts';

export const confirmRedemptionsStep: TaStep = {
  name: 'confirm_redemptions',
  label: '赎回确认',
  byCustomer: true,
  run: async (tx, context) => {
    await preferHashJoinsOnLargeDays(tx, context);
    return countOf(tx, shareOrdersStatement(context, 'redeem'));
  },
};
