import { REGISTRAR_LARGE_DAY_ORDERS, countOf, preferHashJoinsOnLargeDays, type TaStep } from '../ta-step.ts';
import { shareOrdersStatement } from './share-orders-sql.ts';

export const confirmConversionsStep: TaStep = {
  name: 'confirm_conversions',
  label: '基金转换确认',
  byCustomer: true,
  run: async (tx, context) => {
    // As for redemptions (confirm-redemptions.step.ts): the staged confirmations' join in registrar mode.
    await preferHashJoinsOnLargeDays(tx, context, context.registrar ? REGISTRAR_LARGE_DAY_ORDERS : undefined);
    return countOf(tx, shareOrdersStatement(context, 'convert'));
  },
};
