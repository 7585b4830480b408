import { countOf, preferHashJoinsOnLargeDays, type TaStep } from '../ta-step.ts';
import { shareOrdersStatement } from './share-orders-sql.ts';

export const confirmConversionsStep: TaStep = {
  name: 'confirm_conversions',
  label: '基金转换确认',
  byCustomer: true,
  run: async (tx, context) => {
    await preferHashJoinsOnLargeDays(tx, context);
    return countOf(tx, shareOrdersStatement(context, 'convert'));
  },
};
