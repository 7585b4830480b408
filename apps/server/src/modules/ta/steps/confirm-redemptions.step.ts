import { REGISTRAR_LARGE_DAY_ORDERS, countOf, preferHashJoinsOnLargeDays, type TaStep } from '../ta-step.ts';
import { shareOrdersStatement } from './share-orders-sql.ts';

export const confirmRedemptionsStep: TaStep = {
  name: 'confirm_redemptions',
  label: '赎回确认',
  byCustomer: true,
  run: async (tx, context) => {
    // In registrar mode the staged confirmations join in too: the planner's guess for that join is far below the day's
    // count, so hash joins are taken from a much smaller day on.
    await preferHashJoinsOnLargeDays(tx, context, context.registrar ? REGISTRAR_LARGE_DAY_ORDERS : undefined);
    return countOf(tx, shareOrdersStatement(context, 'redeem'));
  },
};
