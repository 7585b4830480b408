import { countOf, type TaStep } from '../ta-step.ts';
import { shareOrdersStatement } from './share-orders-sql.ts';

export const confirmConversionsStep: TaStep = {
  name: 'confirm_conversions',
  label: '基金转换确认',
  run: (tx, context) => countOf(tx, shareOrdersStatement(context, 'convert')),
};
